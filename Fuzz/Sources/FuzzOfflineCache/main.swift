import FuzzSupport

runFuzzer(fuzzOfflineCache)
