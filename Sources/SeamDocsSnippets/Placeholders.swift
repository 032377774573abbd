// The names Seam's pages use without declaring them: the app's own token, key, alerts and
// navigation. Each stands for what an app would have; none is part of the SDK.
import Foundation
import SeamSDK

let USER_TOKEN = "seam_cst1891oqCmE_6dBwV8PJ2Ffoe9dWYVyMfVHq"
let CLIENT_SESSION_TOKEN = USER_TOKEN
let token = USER_TOKEN

/// A key the app picked, as the pages' `credential`.
let credential = SeamCredential(id: "credential_id", isManaged: true, name: "Room 501", location: "Hotel",
                                providerName: nil, expiry: nil, cardNumber: nil, code: nil,
                                supportedUnlockProximities: [.touch], errors: [])
let credentialID = credential.id

func showAlert(title: String, message: String) {}
func showBluetoothEnableAlert() {}
func navigateToOtpScreen() {}
