import Dispatch
import Foundation

/// The live tree of view nodes for one root view, and the update pass that keeps it current.
///
/// Changes only mark nodes dirty; one update pass per turn of the main loop re-evaluates the
/// dirty nodes, parents before children, so that many changes cost one evaluation each.
@MainActor
final class _ViewGraph {
  private(set) var root: _ViewNode!
  var rootEnvironment: EnvironmentValues

  private var dirty: [_ViewNode] = []
  private var passScheduled = false
  /// Called after each update pass, so a host can lay out and draw.
  var didUpdate: (() -> Void)?
  /// How many update passes ran.
  private(set) var updatePasses = 0

  var nodeCount = 0
  /// The control that receives keyboard input.
  weak var focusedNode: _ViewNode?
  /// `body` evaluations per view type, for tests and the benchmark.
  private(set) var bodyEvaluations: [ObjectIdentifier: Int] = [:]

  /// The node whose `body` is running, and why, for `_printChanges()`.
  static var evaluating: (node: _ViewNode, causes: [String])?

  init<Root: View>(root view: Root, environment: EnvironmentValues = EnvironmentValues()) {
    rootEnvironment = environment
    root = _ViewNode(graph: self, parent: nil, id: .body, view: view, environment: environment)
    root.update(with: view, environment: environment)
  }

  // MARK: Scheduling

  func schedule(_ node: _ViewNode) {
    dirty.append(node)
    guard !passScheduled else { return }
    passScheduled = true
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated { self?.runUpdatePass() }
    }
  }

  var hasPendingUpdates: Bool { !dirty.isEmpty }

  /// Re-evaluates every dirty node, parents first, until nothing is dirty; then tells the host.
  func runUpdatePass() {
    passScheduled = false
    guard !dirty.isEmpty else { return }
    updatePasses += 1
    while !dirty.isEmpty {
      var batch = dirty
      dirty.removeAll(keepingCapacity: true)
      batch.sort { $0.depth < $1.depth }
      for node in batch { node.reevaluate() }
    }
    didUpdate?()
  }

  // MARK: Bookkeeping

  func willEvaluateBody(of node: _ViewNode) {
    bodyEvaluations[ObjectIdentifier(node.viewType), default: 0] += 1
    if _UpdateTrace.isEnabled {
      let causes = node.pendingCauses.isEmpty ? ["@self"] : node.pendingCauses
      _UpdateTrace.log("\(node.typeName): \(Self.describe(causes))")
    }
  }

  func bodyEvaluations<V: View>(of type: V.Type) -> Int {
    bodyEvaluations[ObjectIdentifier(type), default: 0]
  }

  func nodeWasRemoved(_ node: _ViewNode) {}

  /// "_item changed." style text, as `_printChanges()` prints it.
  static func describe(_ causes: [String]) -> String {
    var unique: [String] = []
    for cause in causes where !unique.contains(cause) { unique.append(cause) }
    return unique.joined(separator: ", ") + " changed."
  }

  /// Tears the whole tree down (the host closed).
  func tearDown() {
    root.tearDown()
  }
}

/// The update trace: `TRELLIS_TRACE_UPDATES=1` prints every body evaluation with its cause.
enum _UpdateTrace {
  static let isEnabled = ProcessInfo.processInfo.environment["TRELLIS_TRACE_UPDATES"] == "1"

  static func log(_ line: String) {
    FileHandle.standardError.write(("[Trellis update] " + line + "\n").data(using: .utf8)!)
  }
}

extension View {
  /// Prints, while `body` runs, what made this view update: `@self` (the view value changed),
  /// `@identity` (first appearance), `@dependencies` (environment or Observation), or the
  /// name of the dynamic property (such as `_item`) that changed. Call it inside `body`.
  public static func _printChanges() {
    guard let (node, causes) = _ViewGraph.evaluating else { return }
    let described = causes.isEmpty ? ["@self", "@identity"] : causes
    print("\(node.typeName): \(_ViewGraph.describe(described))")
  }
}
