import Foundation

// Keeps, in each module symbol graph given (not the `Module@Other` extension files), only the symbols under a top-level name this repository
// declares (its location is under /Sources/), and the relationships whose source is kept: what
// SeamAccess re-exports (Combine on Apple platforms, OpenCombine on Linux) then stays out of the
// documentation site, which lists our API only. Rewrites the files in place. Run by scripts/docs
// with `swift`.
let paths = CommandLine.arguments.dropFirst()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("usage: docs-own-symbols.swift <symbol-graph>...\n".utf8))
    exit(2)
}
for path in paths {
    let url = URL(fileURLWithPath: path)
    guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
          let symbols = graph["symbols"] as? [[String: Any]] else {
        FileHandle.standardError.write(Data("not a symbol graph: \(path)\n".utf8))
        exit(1)
    }
    func pathComponents(_ symbol: [String: Any]) -> [String] { symbol["pathComponents"] as? [String] ?? [] }
    func identifier(_ symbol: [String: Any]) -> String {
        (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
    }
    let ours = Set(symbols.filter { symbol in
        let location = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
        return pathComponents(symbol).count == 1 && location.contains("/Sources/")
    }.compactMap { pathComponents($0).first })
    let kept = symbols.filter { pathComponents($0).first.map(ours.contains) ?? false }
    let keptIdentifiers = Set(kept.map(identifier))
    let relationships = (graph["relationships"] as? [[String: Any]] ?? []).filter { relationship in
        keptIdentifiers.contains(relationship["source"] as? String ?? "")
    }
    graph["symbols"] = kept
    graph["relationships"] = relationships
    try JSONSerialization.data(withJSONObject: graph).write(to: url)
    print("docs: \(url.lastPathComponent): \(kept.count) of \(symbols.count) symbols are ours")
}
