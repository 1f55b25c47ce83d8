import Foundation

extension Image {
  /// The image named `name` in `bundle`'s resources: `name.png`, `.jpg`, `.jpeg` or `.svg`
  /// (with `@2x` and `@3x` files for denser screens), or an image set of that name in an
  /// asset catalog copied as a resource (`Assets.xcassets/name.imageset/`). Its accessibility
  /// label is its name. A name found nowhere draws a placeholder and is named in a warning
  /// once. See <doc:ImagesFromResources>.
  /// - Parameters:
  ///   - name: The image's name, without its extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle (and, on Linux, the
  ///     resource bundles SwiftPM puts beside the program).
  public init(_ name: String, bundle: Bundle? = nil) {
    source = .resource(_ResourceImage(name: name, bundle: bundle, label: name))
  }

  /// The image named `name` in `bundle`, read by assistive technologies as `label`.
  /// - Parameters:
  ///   - name: The image's name, without its extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle.
  ///   - label: What assistive technologies call the image.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    source = .resource(
      _ResourceImage(name: name, bundle: bundle, label: label.content))
  }

  /// The image named `name` in `bundle`, which assistive technologies skip: it only
  /// decorates.
  /// - Parameters:
  ///   - name: The image's name, without its extension.
  ///   - bundle: The bundle to look in; `nil` for the main bundle.
  public init(decorative name: String, bundle: Bundle? = nil) {
    source = .resource(_ResourceImage(name: name, bundle: bundle, label: nil))
  }

  /// The modes in which a resizable image fills the space it is given.
  public enum ResizingMode: Hashable, Sendable {
    /// Scales the image to the space.
    case stretch
    /// Repeats the image at its own size across the space.
    case tile
  }

  /// How an image's colours are used.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// In its own colours.
    case original
    /// As a mask: its opaque pixels drawn in the foreground style.
    case template
  }

  /// How smoothly a scaled image's pixels are blended.
  public enum Interpolation: Hashable, Sendable {
    /// Not at all: each pixel drawn as a block (pixel art).
    case none
    /// A little: the quickest blending.
    case low
    /// More: a balance of quality and speed.
    case medium
    /// The most: the smoothest scaling (the default).
    case high
  }

  /// This image, made to fill the space it is offered rather than keep its own size.
  /// - Parameters:
  ///   - capInsets: The edges, in points, that keep their size while the middle is scaled
  ///     (a button's rounded ends).
  ///   - resizingMode: Whether the middle is stretched or tiled.
  /// - Returns: The resizable image.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    changingResource {
      $0.resizing = _ResourceImage.Resizing(capInsets: capInsets, mode: resizingMode)
    }
  }

  /// This image drawn in its own colours (`.original`) or as a mask in the foreground style
  /// (`.template`); `nil` for the image's own choice (its colours).
  /// - Parameter renderingMode: How the image's colours are used.
  /// - Returns: The image.
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
    changingResource { $0.renderingMode = renderingMode ?? .original }
  }

  /// This image with its pixels blended as `interpolation` says when it is scaled.
  /// - Parameter interpolation: How smoothly scaled pixels are blended.
  /// - Returns: The image.
  public func interpolation(_ interpolation: Image.Interpolation) -> Image {
    changingResource { $0.interpolation = interpolation }
  }

  /// This image with its edges smoothed (`true`) or not when it is scaled.
  /// - Parameter isAntialiased: Whether edges are smoothed.
  /// - Returns: The image.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    changingResource { $0.isAntialiased = isAntialiased }
  }

  /// A copy with its resource image changed by `change`; a symbol is returned as it is
  /// (symbols follow the font, not these settings).
  private func changingResource(_ change: (inout _ResourceImage) -> Void) -> Image {
    guard case .resource(var image) = source else { return self }
    change(&image)
    var copy = self
    copy.source = .resource(image)
    return copy
  }
}

/// An image from a bundle's resources as written (`Image("logo", bundle: .module)`), with
/// the settings that say how it is drawn.
struct _ResourceImage: Equatable, Sendable {
  struct Resizing: Equatable, Sendable {
    var capInsets: EdgeInsets
    var mode: Image.ResizingMode
  }

  var name: String
  var bundle: Bundle?
  /// The file itself, for an image loaded from a URL (`AsyncImage`); `nil` for a name looked
  /// up in `bundle`.
  var loadedFile: _ImageFile? = nil
  /// What assistive technologies call it; `nil` for a decorative image.
  var label: String?
  /// How it fills the space it is offered; `nil` while it keeps its own size.
  var resizing: Resizing? = nil
  var renderingMode = Image.TemplateRenderingMode.original
  var interpolation = Image.Interpolation.high
  var isAntialiased = true

  /// The file drawn: the loaded one, else the one the name stands for in the bundle.
  @MainActor var file: _ImageFile? {
    loadedFile ?? _ImageLookup.file(named: name, in: bundle)
  }

  static func == (lhs: _ResourceImage, rhs: _ResourceImage) -> Bool {
    lhs.name == rhs.name && lhs.bundle?.bundleURL == rhs.bundle?.bundleURL
      && lhs.loadedFile == rhs.loadedFile
      && lhs.label == rhs.label && lhs.resizing == rhs.resizing
      && lhs.renderingMode == rhs.renderingMode && lhs.interpolation == rhs.interpolation
      && lhs.isAntialiased == rhs.isAntialiased
  }
}
