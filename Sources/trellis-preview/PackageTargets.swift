import Foundation

/// The targets and products of a package, as `swift package dump-package` describes them, and
/// which executable shows a module's previews.
struct PackageTargets {
  struct Target: Equatable {
    var name: String
    var type: String
    /// The names of the targets (and products) it depends on.
    var dependencies: [String]
  }

  var targets: [Target]
  /// Executable products: name and targets.
  var executables: [(name: String, targets: [String])]

  /// Reads `dump-package`'s JSON.
  init(json: Data) throws(PreviewToolError) {
    guard let package = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let targetList = package["targets"] as? [[String: Any]]
    else { throw .unreadablePackage }
    targets = targetList.compactMap { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        return nil
      }
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
        dependency -> String? in
        let reference = dependency["byName"] ?? dependency["target"] ?? dependency["product"]
        return (reference as? [Any])?.first as? String
      }
      return Target(name: name, type: type, dependencies: dependencies)
    }
    executables = (package["products"] as? [[String: Any]] ?? []).compactMap { product in
      guard let name = product["name"] as? String,
        let type = product["type"] as? [String: Any], type.keys.contains("executable")
      else { return nil }
      return (name, product["targets"] as? [String] ?? [])
    }
  }

  init(targets: [Target], executables: [(name: String, targets: [String])]) {
    self.targets = targets
    self.executables = executables
  }

  /// The target `module` names: by its name (`label-editor`) or its module's (`label_editor`).
  func target(named module: String) -> Target? {
    targets.first { $0.name == module } ?? targets.first { Self.moduleName($0.name) == module }
  }

  /// The executable product to run `target`'s previews in: the target's own when it is an
  /// executable, else the first executable (by name) whose targets depend on it, directly or
  /// through other targets of the package.
  func product(showing target: Target) throws(PreviewToolError) -> String {
    if target.type == "executable" { return executableProduct(of: target.name) }
    let linking = targets.filter { $0.type == "executable" && depends($0, on: target.name) }
    guard let first = linking.map(\.name).sorted().first else {
      throw .noExecutable(module: target.name)
    }
    return executableProduct(of: first)
  }

  /// The product an executable target is built as: one that holds it, else (as SwiftPM makes
  /// for a root package) one of its own name.
  private func executableProduct(of target: String) -> String {
    executables.first { $0.targets.contains(target) }?.name ?? target
  }

  private func depends(_ target: Target, on name: String) -> Bool {
    var seen: Set<String> = []
    var pending = target.dependencies
    while let next = pending.popLast() {
      if next == name { return true }
      guard seen.insert(next).inserted, let dependency = targets.first(where: { $0.name == next })
      else { continue }
      pending += dependency.dependencies
    }
    return false
  }

  /// A target's name as its module is named: SwiftPM turns characters an identifier cannot
  /// hold into `_`.
  static func moduleName(_ target: String) -> String {
    String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}

/// Why `trellis-preview` stopped.
enum PreviewToolError: Error, Equatable, CustomStringConvertible {
  case unreadablePackage
  case noTarget(module: String, targets: [String])
  case noExecutable(module: String)
  case commandFailed(command: String, status: Int32)

  var description: String {
    switch self {
    case .unreadablePackage:
      return "`swift package dump-package` gave no package description"
    case .noTarget(let module, let targets):
      return
        "the package has no target \(module); its targets are \(targets.joined(separator: ", "))"
    case .noExecutable(let module):
      return "no executable of the package links \(module), so nothing can show its previews: "
        + "add one that depends on it (or pass --product), or host them in a test with "
        + "ViewHost(preview:in:)"
    case .commandFailed(let command, let status):
      return "`\(command)` failed (exit status \(status))"
    }
  }
}
