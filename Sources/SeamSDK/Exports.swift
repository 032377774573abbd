// The SDK speaks Combine on every platform: Apple's framework where it exists, and its
// API-compatible twin OpenCombine on Linux. Re-exporting it means `AnyPublisher`, `Just` and
// `@Published` resolve for anyone who imports SeamSDK, whatever the platform.
#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif
