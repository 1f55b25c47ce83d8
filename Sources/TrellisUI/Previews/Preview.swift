/// A preview of a view, as the `#Preview` macro makes it. Write the macro rather than using
/// this type directly.
@MainActor @preconcurrency
public struct Preview {
  /// The kind of traits a preview of views takes.
  public enum ViewTraits {}

  let name: String?
  let traits: [PreviewTrait<ViewTraits>]
  let makeBody: @MainActor () -> any View

  /// A preview of the views `body` makes, named `name`, with `traits`. The `#Preview` macro
  /// expands to a call to this initializer.
  ///
  /// - Parameters:
  ///   - name: The preview's name, or `nil` to name it by its place in the source.
  ///   - traits: The preview's layout and orientation.
  ///   - body: The views to show.
  public init(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.makeBody = body
  }

  init(name: String?, traits: [PreviewTrait<ViewTraits>], body: @escaping @MainActor () -> any View)
  {
    self.name = name
    self.traits = traits
    self.makeBody = body
  }

  /// The name given to the preview, if any.
  @_spi(TrellisHost) public var displayName: String? { name }

  /// The preview's views, ready to host; each call makes them afresh, with fresh state.
  @_spi(TrellisHost) public func makeView() -> AnyView { AnyView(PreviewRoot(makeBody: makeBody)) }

  /// The size the preview asks for with `.fixedLayout(width:height:)`, in points; `nil` for
  /// the host's own size. The last layout trait wins.
  @_spi(TrellisHost) public var fixedLayoutSize: CGSize? {
    guard case .fixed(let width, let height)? = layout else { return nil }
    return CGSize(width: width, height: height)
  }

  /// The layout the traits ask for, if any.
  var layout: PreviewLayout? {
    traits.reversed().lazy.compactMap(\.layout).first
  }

  /// The orientation the traits ask for, if any.
  var orientation: InterfaceOrientation? {
    traits.reversed().lazy.compactMap(\.orientation).first
  }
}

/// The root of a hosted preview: it calls the preview's body, so the views it makes live in the
/// graph like any view's, their state included.
private struct PreviewRoot: View {
  let makeBody: @MainActor () -> any View

  var body: AnyView { AnyView(makeBody()) }
}
