// The UI layer sits on the SDK: whoever imports SeamAccess (or SeamComponents) also sees
// SeamSDK's `Seam`, its models and errors, and Combine.
@_exported import SeamSDK
