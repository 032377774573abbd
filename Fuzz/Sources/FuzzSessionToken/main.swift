import FuzzSupport

runFuzzer(fuzzSessionToken)
