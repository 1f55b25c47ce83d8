import Foundation

/// A layout of any type, so that a container can switch layouts at run time while its views
/// keep their identity and state:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Text("Name")
///   TextField("Name", text: $name)
/// }
/// ```
public struct AnyLayout: Layout, _InstanceLayoutProperties {
  /// The wrapped layout's cache, whatever its type.
  public struct Cache {
    var value: Any
    var type: ObjectIdentifier
  }

  let box: any _AnyLayoutBox

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) { box = _LayoutBox(layout: layout) }

  var instanceLayoutProperties: LayoutProperties { box.properties }

  /// Makes the wrapped layout's cache.
  public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews: subviews) }

  /// Brings the wrapped layout's cache up to date, or makes a new one when the layout's type
  /// changed since it was made.
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    box.updateCache(&cache, subviews: subviews)
  }

  /// The wrapped layout's size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// Places the subviews as the wrapped layout does.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's explicit horizontal guide.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(
      of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's explicit vertical guide.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? {
    box.explicitAlignment(
      of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  /// The wrapped layout's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    box.spacing(subviews: subviews, cache: &cache)
  }
}

protocol _AnyLayoutBox {
  var properties: LayoutProperties { get }
  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
  func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache)
  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat?
  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
}

struct _LayoutBox<L: Layout>: _AnyLayoutBox {
  let layout: L

  var properties: LayoutProperties {
    (layout as? any _InstanceLayoutProperties)?.instanceLayoutProperties ?? L.layoutProperties
  }

  func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
    AnyLayout.Cache(value: layout.makeCache(subviews: subviews), type: ObjectIdentifier(L.self))
  }

  func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
    guard cache.type == ObjectIdentifier(L.self), var value = cache.value as? L.Cache else {
      cache = makeCache(subviews: subviews)
      return
    }
    layout.updateCache(&value, subviews: subviews)
    cache.value = value
  }

  /// Runs `body` with the typed cache, made afresh if the cache is another layout's.
  private func with<T>(
    _ cache: inout AnyLayout.Cache, subviews: LayoutSubviews, _ body: (inout L.Cache) -> T
  ) -> T {
    if cache.type != ObjectIdentifier(L.self) { cache = makeCache(subviews: subviews) }
    var value = cache.value as! L.Cache  // made for L just above, or earlier
    let result = body(&value)
    cache.value = value
    return result
  }

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGSize {
    with(&cache, subviews: subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
    cache: inout AnyLayout.Cache
  ) {
    with(&cache, subviews: subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: LayoutSubviews, cache: inout AnyLayout.Cache
  ) -> CGFloat? {
    with(&cache, subviews: subviews) { cache in
      guide.axis == .horizontal
        ? layout.explicitAlignment(
          of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
        : layout.explicitAlignment(
          of: VerticalAlignment(key: guide), in: bounds, proposal: proposal,
          subviews: subviews, cache: &cache)
    }
  }

  func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
    with(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
}
