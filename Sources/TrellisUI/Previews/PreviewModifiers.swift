extension View {
  /// Names the preview, for `trellis-preview`'s list; elsewhere the view is shown as it is.
  ///
  /// - Parameter value: The name.
  /// - Returns: The view, named.
  public func previewDisplayName(_ value: String?) -> some View {
    _PreviewTraitsView(content: self, traits: _PreviewViewTraits(displayName: value))
  }

  /// Sets the space the preview is shown in: `.fixed(width:height:)` sizes the host that shows
  /// it, the others take the host's size.
  ///
  /// - Parameter value: The layout.
  /// - Returns: The view, with its preview layout.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    _PreviewTraitsView(content: self, traits: _PreviewViewTraits(layout: value))
  }

  /// Sets the device the preview runs on; Trellis's hosts have none, so it is kept and ignored.
  ///
  /// - Parameter value: The device, or `nil`.
  /// - Returns: The view.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    _PreviewTraitsView(content: self, traits: _PreviewViewTraits(device: value))
  }

  /// Sets the orientation of the preview; Linux's hosts have none, so it is kept and ignored.
  ///
  /// - Parameter value: The orientation.
  /// - Returns: The view.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    _PreviewTraitsView(content: self, traits: _PreviewViewTraits(orientation: value))
  }
}

/// What the preview modifiers say about a preview.
struct _PreviewViewTraits {
  var displayName: String??
  var layout: PreviewLayout?
  var device: PreviewDevice??
  var orientation: InterfaceOrientation?

  /// These traits, with those of `inner` (set closer to the view) where these have none: the
  /// outermost modifier wins, as a preview's outermost name does.
  func over(_ inner: _PreviewViewTraits) -> _PreviewViewTraits {
    _PreviewViewTraits(
      displayName: displayName ?? inner.displayName, layout: layout ?? inner.layout,
      device: device ?? inner.device, orientation: orientation ?? inner.orientation)
  }
}

/// A view with preview traits: drawn as its content; a preview host reads the traits.
struct _PreviewTraitsView<Content: View>: View {
  let content: Content
  let traits: _PreviewViewTraits

  var body: Content { content }
}

/// Views that carry preview traits, read from a preview's root without building it.
@MainActor
protocol _PreviewTraitsCarrying {
  var _previewTraits: _PreviewViewTraits { get }
}

extension _PreviewTraitsView: _PreviewTraitsCarrying {
  var _previewTraits: _PreviewViewTraits {
    traits.over((content as? any _PreviewTraitsCarrying)?._previewTraits ?? _PreviewViewTraits())
  }
}
