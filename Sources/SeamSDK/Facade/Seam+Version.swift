extension Seam {
    /// This SDK's version, as sent to the Seam API in the `seam-sdk-version` header.
    public static let sdkVersion = "0.1.0"
}
