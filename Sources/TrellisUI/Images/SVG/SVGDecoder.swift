/// Draws SVG files into 8-bit RGBA pixels, with the toolchain alone (its own XML reader and
/// an anti-aliased rasteriser), at the size they are shown: see `_SVGDocument` for what is
/// drawn. A file that is not well-formed, not SVG, or whose size or `viewBox` is not valid is
/// refused with the reason.
@_spi(TrellisHost) public enum _SVGDecoder {
  /// The pixels of the SVG file `bytes` drawn `width` x `height` pixels: its viewport
  /// stretched to them (an image's `resizable()` frame, which keeps the file's ratio when
  /// the view does).
  @_spi(TrellisHost) public static func decode(_ bytes: [UInt8], width: Int, height: Int)
    throws(_SVGError) -> _RGBABitmap
  {
    try _SVGDocument(bytes).render(width: width, height: height)
  }

  /// The pixels of the SVG file `bytes` at its own size (its `width` and `height`, else its
  /// `viewBox`'s), one pixel a unit.
  @_spi(TrellisHost) public static func decode(_ bytes: [UInt8]) throws(_SVGError) -> _RGBABitmap {
    let document = try _SVGDocument(bytes)
    return try document.render(
      width: max(1, Int(document.size.width.rounded())),
      height: max(1, Int(document.size.height.rounded())))
  }
}
