import SeamAccess
