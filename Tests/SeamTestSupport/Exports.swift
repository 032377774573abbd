// The fake Seam API the tests talk to lives in SeamFakeAPI, which the `seam-fake-api`
// executable serves too; tests keep reaching it through `import SeamTestSupport`.
@_exported import SeamFakeAPI
