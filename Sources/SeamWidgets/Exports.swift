// SeamWidgets: the "next key" widget (WidgetKit). Every decision (which key, when the
// timeline changes, what is redacted, which link) comes from SeamAccess; this target draws.
// Empty where WidgetKit does not exist (Linux).
@_exported import SeamAccess
@_exported import SeamTheming
