/// Turns the components' sample planes into RGBA pixels: chroma planes still sampled more
/// coarsely than the image (ratios that `_JPEGUpsampling` does not smooth) are stretched to it
/// (each sample repeated), then YCbCr, YCCK or CMYK is converted to RGB (grey is repeated in
/// the three).
enum _JPEGColor {
  /// A component's samples after the inverse transform, `stride` bytes a row.
  struct Plane {
    let samples: _JPEGSamples
    let stride: Int
    let horizontal: Int
    let vertical: Int
  }

  /// How the components are coded.
  enum Model {
    case grey, yCbCr, rgb, cmyk, ycck
  }

  /// The model of a frame's components, from their number, the Adobe segment's transform
  /// and (without one) their ids.
  static func model(of frame: _JPEGFrame) -> Model {
    switch frame.components.count {
    case 1: return .grey
    case 3:
      if let transform = frame.adobeTransform { return transform == 0 ? .rgb : .yCbCr }
      let ids = frame.components.map(\.id)
      return ids == [82, 71, 66] ? .rgb : .yCbCr
    default:
      return frame.adobeTransform == 2 ? .ycck : .cmyk
    }
  }

  static func pixels(
    of planes: [Plane], model: Model, width: Int, height: Int, maxHorizontal: Int, maxVertical: Int
  ) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    // For each plane, the sample column of each pixel column (4 planes at most; those
    // missing repeat the first, unused).
    let used = (0..<4).map { planes[min($0, planes.count - 1)] }
    let columns = used.map { plane in
      (0..<width).map { $0 * plane.horizontal / maxHorizontal }
    }
    columns[0].withUnsafeBufferPointer { c0 in
      columns[1].withUnsafeBufferPointer { c1 in
        columns[2].withUnsafeBufferPointer { c2 in
          columns[3].withUnsafeBufferPointer { c3 in
            pixels.withUnsafeMutableBufferPointer { output in
              for y in 0..<height {
                let rows = used.map { plane in
                  UnsafePointer(
                    plane.samples.base + (y * plane.vertical / maxVertical) * plane.stride)
                }
                let (r0, r1, r2, r3) = (rows[0], rows[1], rows[2], rows[3])
                var index = y * width * 4
                // The common cases, without a switch per pixel.
                if model == .yCbCr {
                  for x in 0..<width {
                    let (red, green, blue) = yCbCrToRGB(
                      Int(r0[c0[x]]), Int(r1[c1[x]]), Int(r2[c2[x]]))
                    output[index] = red
                    output[index + 1] = green
                    output[index + 2] = blue
                    index += 4
                  }
                  continue
                }
                if model == .grey {
                  for x in 0..<width {
                    let grey = r0[c0[x]]
                    output[index] = grey
                    output[index + 1] = grey
                    output[index + 2] = grey
                    index += 4
                  }
                  continue
                }
                for x in 0..<width {
                  let (red, green, blue) = rgb(
                    Int(r0[c0[x]]), Int(r1[c1[x]]), Int(r2[c2[x]]), Int(r3[c3[x]]), model: model)
                  output[index] = red
                  output[index + 1] = green
                  output[index + 2] = blue
                  index += 4
                }
              }
            }
          }
        }
      }
    }
    return pixels
  }

  /// One pixel's RGB from its component values.
  @inline(__always) private static func rgb(
    _ v0: Int, _ v1: Int, _ v2: Int, _ v3: Int, model: Model
  ) -> (UInt8, UInt8, UInt8) {
    let values = (v0, v1, v2, v3)
    switch model {
    case .grey:
      let grey = UInt8(values.0)
      return (grey, grey, grey)
    case .rgb:
      return (UInt8(values.0), UInt8(values.1), UInt8(values.2))
    case .yCbCr:
      return yCbCrToRGB(values.0, values.1, values.2)
    case .cmyk:
      // Adobe's CMYK is stored inverted: 255 is no ink.
      let black = values.3
      return (
        UInt8(values.0 * black / 255), UInt8(values.1 * black / 255),
        UInt8(values.2 * black / 255)
      )
    case .ycck:
      let (c, m, y) = yCbCrToRGB(values.0, values.1, values.2)
      let black = values.3
      return (
        UInt8(Int(c) * black / 255), UInt8(Int(m) * black / 255), UInt8(Int(y) * black / 255)
      )
    }
  }

  /// JFIF's conversion, in fixed point with 16 fractional bits.
  @inline(__always) static func yCbCrToRGB(_ y: Int, _ cb: Int, _ cr: Int) -> (UInt8, UInt8, UInt8)
  {
    let luma = y << 16 + 1 << 15
    let blue = cb - 128
    let red = cr - 128
    let r = (luma + 91_881 * red) >> 16
    let g = (luma - 22_554 * blue - 46_802 * red) >> 16
    let b = (luma + 116_130 * blue) >> 16
    return (clamp(r), clamp(g), clamp(b))
  }

  @inline(__always) private static func clamp(_ value: Int) -> UInt8 {
    UInt8(max(0, min(255, value)))
  }
}

/// A component's samples after the inverse transform: one buffer the blocks write into.
final class _JPEGSamples {
  let base: UnsafeMutablePointer<UInt8>

  init(count: Int) {
    base = .allocate(capacity: max(count, 1))
    base.initialize(repeating: 0, count: max(count, 1))
  }

  deinit { base.deallocate() }
}
