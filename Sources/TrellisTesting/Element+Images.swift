import Foundation
@_spi(TrellisHost) import TrellisUI

extension ViewHost.Element {
  /// The name an image from resources was asked for by (`Image("logo")` is `logo`); `nil`
  /// for other views.
  public var imageName: String? { base.bitmap?.name }
  /// Whether a file was found for the image's name; a missing one draws a placeholder.
  public var isImageFound: Bool? { base.bitmap.map { $0.file != nil } }
  /// The file the image's name was found as (`logo@2x.png`, an asset catalog's file).
  public var imageFile: URL? { base.bitmap?.file?.url }
  /// The size the image is drawn at, in points.
  public var imageSize: CGSize? { base.bitmapFrame?.size }
  /// What assistive technologies call the image: its label, or its name; `nil` for a
  /// decorative image and for other views.
  public var imageLabel: String? { base.bitmap?.label }
}

extension ViewHost {
  /// The images from resources on screen named `name`.
  public func images(named name: String) -> [Element] {
    elements.filter { $0.imageName == name }
  }
}
