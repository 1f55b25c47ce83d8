import Foundation

/// The update trace: `TRELLIS_TRACE_UPDATES=1` prints, to standard error, where each update
/// pass begins and ends, every `body` evaluated and every control described again, each with
/// its place in the graph and what caused it.
///
/// ```text
/// [Trellis update] pass 3 begins: 1 view invalid
/// [Trellis update] LabelRow: @dependencies (Label.name) changed. (LabelList/List/[2]/LabelRow)
/// [Trellis update] TextField updated: @self. (LabelList/List/[2]/LabelRow/HStack/TextField)
/// [Trellis update] pass 3 ends
/// ```
enum _UpdateTrace {
  static let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_TRACE_UPDATES"] == "1"

  static func log(_ line: String) {
    FileHandle.standardError.write(("[Trellis update] " + line + "\n").data(using: .utf8)!)
  }

  @MainActor static func evaluation(of node: _ViewNode, causes: [String]) {
    log("\(node.displayName): \(describe(causes)) (\(node.identityPath))")
  }

  /// A control (or another primitive view something invalidated) described again.
  @MainActor static func primitiveUpdate(of node: _ViewNode, causes: [String]) {
    log("\(node.displayName) updated: \(describe(causes, verb: "")) (\(node.identityPath))")
  }

  static func passBegins(_ number: Int, invalid: Int) {
    log("pass \(number) begins: \(invalid) view\(invalid == 1 ? "" : "s") invalid")
  }

  static func passEnds(_ number: Int) { log("pass \(number) ends") }

  @MainActor static func rowsRealised(_ count: Int, in container: _ViewNode) {
    log("\(count) row\(count == 1 ? "" : "s") realised in \(container.identityPath)")
  }

  /// "_item changed." style text, as `_printChanges()` prints it; a first evaluation is
  /// `@self, @identity`.
  static func describe(_ causes: [String], verb: String = " changed") -> String {
    var unique: [String] = []
    for cause in causes.isEmpty ? ["@self", "@identity"] : causes where !unique.contains(cause) {
      unique.append(cause)
    }
    return unique.joined(separator: ", ") + verb + "."
  }
}

extension View {
  /// Prints, while `body` runs, what made this view update, as Apple's does: `@self` (the
  /// view value changed), `@identity` (first appearance), `@dependencies` (the environment
  /// or an `@Observable` property) or the name of the dynamic property that changed
  /// (`_item`). Trellis adds the detail in parentheses (the property, `Item.title`; the
  /// object, `_store (LabelStore)`; the environment key; where a binding points) and the
  /// view's place in the graph. Call it inside `body`: `let _ = Self._printChanges()`.
  public static func _printChanges() {
    guard let (node, causes) = _ViewGraph.evaluating else { return }
    print("\(node.displayName): \(_UpdateTrace.describe(causes)) (\(node.identityPath))")
  }
}

extension _ViewNode {
  /// The view's type as a person wrote it, or "ForEach row" for a `ForEach` element.
  var displayName: String {
    viewType is any _ForEachRowMarker.Type ? "ForEach row" : typeName
  }

  /// The node's place in the graph, for diagnostics: the views from the root down to it,
  /// with explicit identities in brackets (`LabelList/List/[2]/LabelRow`). The views that
  /// only build the tree (tuples, modifiers, conditionals) are left out.
  var identityPath: String {
    var parts: [String] = []
    var current: _ViewNode? = self
    while let node = current {
      if let part = node.pathComponent { parts.append(part) }
      current = node.parent
    }
    return parts.reversed().joined(separator: "/")
  }

  private var pathComponent: String? {
    let name = String(typeName.prefix { $0 != "<" })
    let identity: String? = if case .explicit(let id) = id { "[\(id.base)]" } else { nil }
    if Self.plumbing.contains(name) || name.hasPrefix("_") { return identity }
    return identity.map { name + $0 } ?? name
  }

  private static let plumbing: Set<String> = [
    "TupleView", "ModifiedContent", "Optional", "AnyView", "Group",
  ]
}

/// Marks `_ForEachRow`, whatever its generic arguments.
protocol _ForEachRowMarker {}
