import FuzzSupport

runFuzzer(fuzzLink)
