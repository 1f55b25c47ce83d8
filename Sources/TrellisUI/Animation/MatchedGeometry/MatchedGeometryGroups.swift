import Foundation

/// The views of a graph that use `matchedGeometryEffect`, by group, so that a follower finds
/// its group's source when it is laid out.
@MainActor
final class _MatchedGeometryGroups {
  /// A view of a group, with how it joined it.
  final class Member {
    weak var node: _ViewNode?
    var key: _MatchedGeometryKey
    var isSource: Bool
    var anchor: UnitPoint

    init(node: _ViewNode, key: _MatchedGeometryKey, isSource: Bool, anchor: UnitPoint) {
      self.node = node
      self.key = key
      self.isSource = isSource
      self.anchor = anchor
    }
  }

  private var groups: [_MatchedGeometryKey: [Member]] = [:]

  /// Puts `node` in the group `key` (taking it out of the one it was in, if its id
  /// changed). A source joining a group checks, once the update is over, that it is the
  /// group's only inserted source.
  func join(_ node: _ViewNode, to key: _MatchedGeometryKey, isSource: Bool, anchor: UnitPoint) {
    let (member, isNew) = node.modifierState {
      Member(node: node, key: key, isSource: isSource, anchor: anchor)
    }
    if !isNew, member.key != key { groups[member.key]?.removeAll { $0 === member } }
    let moved = isNew || member.key != key
    let becameSource = isSource && (moved || !member.isSource)
    member.key = key
    member.isSource = isSource
    member.anchor = anchor
    if moved {
      var group = groups[key, default: []]
      group.removeAll { $0.node?.isAlive != true }
      group.append(member)
      groups[key] = group
    }
    if becameSource {
      node.graph.enqueue(.afterUpdate, depth: node.depth) { [weak self] in
        self?.checkSingleSource(in: key)
      }
    }
  }

  /// The source of group `key` that layout has placed, with the anchor it matches by;
  /// `nil` when none is inserted.
  func source(of key: _MatchedGeometryKey) -> (node: _ViewNode, anchor: UnitPoint)? {
    for member in groups[key] ?? [] where member.isSource {
      guard let node = member.node, node.isAlive, node.placedPass > 0 else { continue }
      return (node, member.anchor)
    }
    return nil
  }

  /// Warns, once per group, when more than one source of group `key` is inserted.
  private func checkSingleSource(in key: _MatchedGeometryKey) {
    let sources = (groups[key] ?? []).filter { $0.isSource && $0.node?.isAlive == true }
    guard sources.count > 1 else { return }
    _RuntimeWarnings.warn("matched-geometry-sources-\(key)") {
      "[Trellis] Multiple inserted views in matched geometry group \(key.id) of namespace "
        + "\(key.namespace.value) have `isSource: true`; which one the others follow is "
        + "undefined."
    }
  }
}
