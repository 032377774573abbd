import FuzzSupport

runFuzzer(fuzzTimestamp)
