import Foundation

// Prints the public API that module <name> declares, from the compiler's symbol graphs given
// after it (the module's own file and its extensions of other modules' types), one declaration
// per line, sorted: the text that scripts/api commits to API/ and compares in CI. Symbols
// declared elsewhere and re-exported (Combine's, SeamAccess's) are left out: each module's
// listing holds what its own sources declare. Run by scripts/api with `swift`.
let arguments = CommandLine.arguments.dropFirst()
guard let module = arguments.first else {
    FileHandle.standardError.write(Data("usage: api-listing.swift <module> <symbol-graph>...\n".utf8))
    exit(2)
}
var lines: Set<String> = []
for path in arguments.dropFirst() {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let symbols = graph["symbols"] as? [[String: Any]] else {
        FileHandle.standardError.write(Data("not a symbol graph: \(path)\n".utf8))
        exit(1)
    }
    for symbol in symbols {
        let location = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
        guard location.contains("/Sources/\(module)/") else { continue }
        let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
        let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        lines.insert("\(name): \(declaration)")
    }
}
print(lines.sorted().joined(separator: "\n"))
