module example.com/atoms-by-creator

go 1.19
