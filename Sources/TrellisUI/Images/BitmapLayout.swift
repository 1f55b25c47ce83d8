import Foundation

/// An image from resources as a leaf: its own size in points (its pixels over its scale)
/// unless it is resizable, when it takes what it is offered (its own size along an axis
/// offered nothing).
struct _BitmapLayout: _Layout, Equatable {
  let image: _ResourceImage

  /// The size a missing image's placeholder takes when it is not resizable.
  static let placeholderSize = CGSize(width: 32, height: 32)

  @MainActor func naturalSize() -> CGSize {
    image.file?.pointSize ?? Self.placeholderSize
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let natural = naturalSize()
    guard image.resizing != nil else { return natural }
    return proposal.replacingUnspecifiedDimensions(by: natural)
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    var item = item(in: context.environment)
    item.clips = _ShapeItem.clips(of: context.node, in: frame)
    return [(frame, .bitmap(item))]
  }

  /// The image as a host draws it in `environment` (a canvas draws it too), uncut.
  @MainActor func item(in environment: EnvironmentValues) -> _BitmapItem {
    let file = image.file
    if file == nil { _ImageWarnings.warnMissing(image.name, bundle: image.bundle) }
    return _BitmapItem(
      name: image.name, file: file, label: image.label,
      capInsets: image.resizing?.capInsets ?? EdgeInsets(),
      isTiled: image.resizing?.mode == .tile,
      templateColor: image.renderingMode == .template
        ? ForegroundStyle()._resolvedColor(in: environment) : nil,
      interpolation: image.interpolation, isAntialiased: image.isAntialiased)
  }
}

/// The image names already warned about as missing: each once a run.
@MainActor enum _ImageWarnings {
  private static var warned: Set<String> = []

  static func warnMissing(_ name: String, bundle: Bundle?) {
    let place = bundle?.bundleURL.lastPathComponent ?? "the main bundle"
    guard warned.insert(name + "\u{0}" + place).inserted else { return }
    _RuntimeWarnings.warn("missing-image-\(name)-\(place)") {
      "[Trellis] No image named '\(name)' found in asset catalog or resources of \(place); "
        + "a placeholder is drawn for it"
    }
  }
}
