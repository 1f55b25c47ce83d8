import Foundation

/// What a drop target knows of a drag over it: where it is and what it carries.
@MainActor
public struct DropInfo {
  /// Where the drag is, in the drop target's own coordinate space (its top-left at zero).
  public let location: CGPoint
  /// The dragged items, one provider each.
  let providers: [NSItemProvider]
  /// Collects the loads a drop starts, so that hosts and tests can wait for them.
  let loads: _DropLoads?

  init(location: CGPoint, providers: [NSItemProvider], loads: _DropLoads? = nil) {
    self.location = location
    self.providers = providers
    self.loads = loads
  }

  /// Whether any dragged item is offered in one of `contentTypes` or a type conforming
  /// to one.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The providers of the dragged items offered in one of `contentTypes` or a type
  /// conforming to one, in the drag's order.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
  }
}

/// The item loads drops started and have not finished: `dropDestination` loads its items
/// off the main actor and acts once they are in.
@MainActor
final class _DropLoads {
  private var tasks: [Task<Void, Never>] = []

  /// Keeps `task` until ``finish()`` waits for it.
  func add(_ task: Task<Void, Never>) { tasks.append(task) }

  /// Waits for every load started so far, and those they start.
  func finish() async {
    while !tasks.isEmpty {
      let running = tasks
      tasks = []
      for task in running { await task.value }
    }
  }
}
