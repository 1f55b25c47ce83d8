/// Stretches a subsampled chroma plane to the image's resolution as libjpeg's "fancy"
/// upsampling does: each output sample is a triangle-weighted mix of the nearest input sample
/// (three quarters) and its neighbour on that side (one quarter), so that colour edges are
/// smooth rather than blocky. libjpeg does this for planes half as wide (4:2:2), half as wide
/// and high (4:2:0) and (libjpeg-turbo) half as high; other ratios repeat each sample, as
/// libjpeg does too. Edges repeat their last sample, and the rounding biases are libjpeg's,
/// so the result matches its decoding.
enum _JPEGUpsampling {
  /// The plane at `maxHorizontal` x `maxVertical` samples per block, or `nil` when it is
  /// already at full resolution or its ratio is one libjpeg repeats samples for.
  /// `width` and `height` are the plane's own samples in use (the image's size scaled down).
  static func smoothed(
    _ plane: _JPEGColor.Plane, width: Int, height: Int, maxHorizontal: Int, maxVertical: Int
  ) -> _JPEGColor.Plane? {
    let across = maxHorizontal / plane.horizontal
    let down = maxVertical / plane.vertical
    guard across * plane.horizontal == maxHorizontal, down * plane.vertical == maxVertical,
      across <= 2, down <= 2, across * down > 1, width > 0, height > 0
    else { return nil }
    let outputStride = width * across
    let output = _JPEGSamples(count: outputStride * height * down)
    let input = plane.samples.base
    let stride = plane.stride
    for row in 0..<height {
      let current = input + row * stride
      if down == 1 {
        widen(UnsafePointer(current), count: width, into: output.base + row * outputStride)
        continue
      }
      let above = input + max(row - 1, 0) * stride
      let below = input + min(row + 1, height - 1) * stride
      for (half, neighbour) in [(0, above), (1, below)] {
        let target = output.base + (row * 2 + half) * outputStride
        if across == 1 {
          // Vertical only: three quarters of this row, one of the row on this side.
          let bias = half == 0 ? 1 : 2
          for column in 0..<width {
            target[column] = UInt8(
              (3 * Int(current[column]) + Int(neighbour[column]) + bias) >> 2)
          }
        } else {
          // Both ways: column sums of three quarters of this row and one of the neighbour,
          // then the same weights across the sums (sixteenths).
          func sum(_ column: Int) -> Int { 3 * Int(current[column]) + Int(neighbour[column]) }
          for column in 0..<width {
            let this = sum(column)
            let previous = sum(max(column - 1, 0))
            let next = sum(min(column + 1, width - 1))
            target[column * 2] = UInt8((3 * this + previous + 8) >> 4)
            target[column * 2 + 1] = UInt8((3 * this + next + 7) >> 4)
          }
        }
      }
    }
    return _JPEGColor.Plane(
      samples: output, stride: outputStride, horizontal: maxHorizontal, vertical: maxVertical)
  }

  /// One row twice as wide: three quarters of each sample, one of its neighbour on each side.
  private static func widen(
    _ row: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>
  ) {
    for column in 0..<count {
      let this = 3 * Int(row[column])
      target[column * 2] = UInt8((this + Int(row[max(column - 1, 0)]) + 1) >> 2)
      target[column * 2 + 1] = UInt8((this + Int(row[min(column + 1, count - 1)]) + 2) >> 2)
    }
  }
}
