import FuzzSupport

runFuzzer(fuzzPhoneSession)
