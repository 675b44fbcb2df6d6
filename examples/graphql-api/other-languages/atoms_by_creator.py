"""List the atoms an account created, with the shares in each atom's default-curve vault.

Standard library only (Python 3.8+). Usage:
    INTUITION_GRAPHQL_URL=<endpoint> python3 atoms_by_creator.py <checksummed creator address>
INTUITION_PAGE_SIZE (default 100, at most the API's 250) sets how many atoms each request asks for.
"""
import json
import os
import sys
import time
import urllib.error
import urllib.request

# A fragment names a selection once; every query that spreads it asks for the same fields.
QUERY = """
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
"""


class GraphQLError(Exception):
    """The server answered, but with `errors` (a bad query or variables, a permission, a failed resolver)."""


def post(url, query, variables, attempts=3):
    body = json.dumps({"query": query, "variables": variables}).encode()
    request = urllib.request.Request(url, data=body, headers={"content-type": "application/json"})
    for attempt in range(1, attempts + 1):
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                answer = json.load(response)
            break
        except urllib.error.HTTPError as error:
            # 429 and 5xx are worth another try after a pause; any other status is the request's fault.
            if (error.code == 429 or error.code >= 500) and attempt < attempts:
                time.sleep(int(error.headers.get("retry-after") or 2**attempt))
                continue
            raise RuntimeError(f"HTTP {error.code}: {error.read()[:300].decode(errors='replace')}") from error
    # GraphQL reports query errors with HTTP 200: the status alone does not say the query worked.
    if answer.get("errors"):
        first = answer["errors"][0]
        code = (first.get("extensions") or {}).get("code", "no code")
        raise GraphQLError(f"{code}: {first['message']}")
    return answer["data"]


def main():
    url = os.environ["INTUITION_GRAPHQL_URL"]
    creator = sys.argv[1]
    size = int(os.environ.get("INTUITION_PAGE_SIZE", "100"))
    # The API answers at most 250 atoms per request whatever `limit` asks, so read pages by term_id, a unique key,
    # until a short page: a count from one page would stop at the cap.
    atoms, after = [], "0x"
    while True:
        page = post(url, QUERY, {"creator": creator, "after": after, "limit": size})["atoms"]
        atoms += page
        if len(page) < size:
            break
        after = page[-1]["term_id"]
    for atom in atoms:
        vaults = atom["term"]["vaults"]
        # numeric columns arrive as JSON strings: shares exceed what a float holds exactly.
        shares = int(vaults[0]["total_shares"]) if vaults else 0
        print(f"{atom['term_id']}\t{atom['type']}\t{shares}\t{atom['label']}")
    print(f"{len(atoms)} atoms created by {creator}")


if __name__ == "__main__":
    try:
        main()
    except GraphQLError as error:
        sys.exit(f"GraphQL error {error}")
