// Command atoms-by-creator lists the atoms an account created, with the shares in each atom's default-curve vault.
//
// Standard library only (Go 1.19 or later). Usage:
//
//	INTUITION_GRAPHQL_URL=<endpoint> go run . <checksummed creator address>
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"os"
	"strconv"
	"time"
)

// A fragment names a selection once; every query that spreads it asks for the same fields.
const query = `
fragment AtomRow on atoms {
  term_id
  label
  type
  term {
    vaults(where: {curve_id: {_eq: "1"}}) {
      total_shares
    }
  }
}

query AtomsByCreator($creator: String!, $after: String!, $limit: Int!) {
  atoms(where: {creator_id: {_eq: $creator}, term_id: {_gt: $after}}, order_by: {term_id: asc}, limit: $limit) {
    ...AtomRow
  }
}
`

type atomRow struct {
	TermID string `json:"term_id"`
	Label  string `json:"label"`
	Type   string `json:"type"`
	Term   struct {
		Vaults []struct {
			// json.Number keeps every digit, whether the server sends the value as a string or a number.
			TotalShares json.Number `json:"total_shares"`
		} `json:"vaults"`
	} `json:"term"`
}

type graphqlError struct {
	Message    string `json:"message"`
	Extensions struct {
		Code string `json:"code"`
	} `json:"extensions"`
}

type response struct {
	Data *struct {
		Atoms []atomRow `json:"atoms"`
	} `json:"data"`
	Errors []graphqlError `json:"errors"`
}

func post(url string, variables map[string]any) (*response, error) {
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		return nil, err
	}
	client := &http.Client{Timeout: 30 * time.Second}
	for attempt := 1; ; attempt++ {
		res, err := client.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		payload, err := io.ReadAll(res.Body)
		res.Body.Close()
		if err != nil {
			return nil, err
		}
		// 429 and 5xx are worth another try after a pause; any other non-200 status is the request's fault.
		if (res.StatusCode == http.StatusTooManyRequests || res.StatusCode >= 500) && attempt < 3 {
			wait, convErr := strconv.Atoi(res.Header.Get("Retry-After"))
			if convErr != nil {
				wait = 1 << attempt
			}
			time.Sleep(time.Duration(wait) * time.Second)
			continue
		}
		if res.StatusCode != http.StatusOK {
			return nil, fmt.Errorf("HTTP %d: %.300s", res.StatusCode, payload)
		}
		var answer response
		if err := json.Unmarshal(payload, &answer); err != nil {
			return nil, err
		}
		return &answer, nil
	}
}

func main() {
	url := os.Getenv("INTUITION_GRAPHQL_URL")
	if url == "" || len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: INTUITION_GRAPHQL_URL=<endpoint> go run . <creator address>")
		os.Exit(2)
	}
	creator := os.Args[1]
	// INTUITION_PAGE_SIZE (default 100, at most the API's 250) sets how many atoms each request asks for.
	size := 100
	if value := os.Getenv("INTUITION_PAGE_SIZE"); value != "" {
		parsed, err := strconv.Atoi(value)
		if err != nil || parsed < 1 {
			fmt.Fprintf(os.Stderr, "INTUITION_PAGE_SIZE %q is not a positive integer\n", value)
			os.Exit(2)
		}
		size = parsed
	}
	// The API answers at most 250 atoms per request whatever `limit` asks, so read pages by term_id, a unique key,
	// until a short page: a count from one page would stop at the cap.
	var atoms []atomRow
	for after := "0x"; ; {
		answer, err := post(url, map[string]any{"creator": creator, "after": after, "limit": size})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		// GraphQL reports query errors with HTTP 200: the status alone does not say the query worked.
		if len(answer.Errors) > 0 {
			first := answer.Errors[0]
			code := first.Extensions.Code
			if code == "" {
				code = "no code"
			}
			fmt.Fprintf(os.Stderr, "GraphQL error %s: %s\n", code, first.Message)
			os.Exit(1)
		}
		atoms = append(atoms, answer.Data.Atoms...)
		if len(answer.Data.Atoms) < size {
			break
		}
		after = answer.Data.Atoms[len(answer.Data.Atoms)-1].TermID
	}
	for _, atom := range atoms {
		shares := new(big.Int)
		if len(atom.Term.Vaults) > 0 {
			if _, ok := shares.SetString(atom.Term.Vaults[0].TotalShares.String(), 10); !ok {
				fmt.Fprintf(os.Stderr, "total_shares %q is not an integer\n", atom.Term.Vaults[0].TotalShares)
				os.Exit(1)
			}
		}
		fmt.Printf("%s\t%s\t%s\t%s\n", atom.TermID, atom.Type, shares, atom.Label)
	}
	fmt.Printf("%d atoms created by %s\n", len(atoms), creator)
}
