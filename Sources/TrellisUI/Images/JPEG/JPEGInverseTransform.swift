/// Turns a block's dequantized coefficients back into its 8 x 8 samples: the inverse DCT as
/// Loeffler, Ligtenberg and Moschytz factor it (11 multiplications a row), in integers with
/// 12 fractional bits, columns first then rows, as the IJG's accurate integer method does.
enum _JPEGInverseTransform {
  // The factors, in fixed point with 12 fractional bits (literals: a static computed at
  // run time would be initialised lazily, checked at each use in the inner loop).
  private static let c0541: Int32 = 2217  // 0.5411961 * 4096
  private static let c1847: Int32 = -7568  // -1.847759065 * 4096
  private static let c0765: Int32 = 3135  // 0.765366865 * 4096
  private static let c1175: Int32 = 4816  // 1.175875602 * 4096
  private static let c0298: Int32 = 1223  // 0.298631336 * 4096
  private static let c2053: Int32 = 8410  // 2.053119869 * 4096
  private static let c3072: Int32 = 12586  // 3.072711026 * 4096
  private static let c1501: Int32 = 6149  // 1.50132111 * 4096
  private static let c0899: Int32 = -3686  // -0.899976223 * 4096
  private static let c2562: Int32 = -10498  // -2.562915447 * 4096
  private static let c1961: Int32 = -8035  // -1.96157056 * 4096
  private static let c0390: Int32 = -1598  // -0.390180644 * 4096

  /// The even part (x0...x3) and the odd part (t0...t3) of one 8-point transform, whose
  /// outputs are x0 ± t3, x1 ± t2, x2 ± t1, x3 ± t0 (scaled by 2^12).
  @inline(__always) private static func transform1D(
    _ s0: Int32, _ s1: Int32, _ s2: Int32, _ s3: Int32, _ s4: Int32, _ s5: Int32, _ s6: Int32,
    _ s7: Int32
  ) -> (x: (Int32, Int32, Int32, Int32), t: (Int32, Int32, Int32, Int32)) {
    // Even part: rotation of inputs 2 and 6, butterflies with 0 and 4.
    let rotation = (s2 &+ s6) &* c0541
    let even2 = rotation &+ s6 &* c1847
    let even3 = rotation &+ s2 &* c0765
    let even0 = (s0 &+ s4) << 12
    let even1 = (s0 &- s4) << 12
    let x0 = even0 &+ even3
    let x3 = even0 &- even3
    let x1 = even1 &+ even2
    let x2 = even1 &- even2
    // Odd part: inputs 7, 5, 3, 1.
    var t0 = s7
    var t1 = s5
    var t2 = s3
    var t3 = s1
    var p3 = t0 &+ t2
    var p4 = t1 &+ t3
    var p1 = t0 &+ t3
    var p2 = t1 &+ t2
    let p5 = (p3 &+ p4) &* c1175
    t0 = t0 &* c0298
    t1 = t1 &* c2053
    t2 = t2 &* c3072
    t3 = t3 &* c1501
    p1 = p5 &+ p1 &* c0899
    p2 = p5 &+ p2 &* c2562
    p3 = p3 &* c1961
    p4 = p4 &* c0390
    t3 = t3 &+ p1 &+ p4
    t2 = t2 &+ p2 &+ p3
    t1 = t1 &+ p2 &+ p4
    t0 = t0 &+ p1 &+ p3
    return ((x0, x1, x2, x3), (t0, t1, t2, t3))
  }

  /// Writes the samples of `block` (quantized by `table`, both in natural order) to
  /// `output`, a row every `stride` bytes; `work` holds 64 intermediate values.
  static func transform(
    _ block: UnsafePointer<Int16>, table: UnsafePointer<Int32>,
    into output: UnsafeMutablePointer<UInt8>, stride: Int, work: UnsafeMutablePointer<Int32>
  ) {
    // Columns, kept with 2 more fractional bits than the input.
    for column in 0..<8 {
      let c = block + column
      let q = table + column
      let v = work + column
      if c[8] == 0 && c[16] == 0 && c[24] == 0 && c[32] == 0 && c[40] == 0 && c[48] == 0
        && c[56] == 0
      {
        let dc = Int32(c[0]) &* q[0] << 2
        for row in 0..<8 { v[row * 8] = dc }
        continue
      }
      let (x, t) = transform1D(
        Int32(c[0]) &* q[0], Int32(c[8]) &* q[8], Int32(c[16]) &* q[16], Int32(c[24]) &* q[24],
        Int32(c[32]) &* q[32], Int32(c[40]) &* q[40], Int32(c[48]) &* q[48],
        Int32(c[56]) &* q[56])
      let round: Int32 = 512
      v[0] = (x.0 &+ round &+ t.3) >> 10
      v[56] = (x.0 &+ round &- t.3) >> 10
      v[8] = (x.1 &+ round &+ t.2) >> 10
      v[48] = (x.1 &+ round &- t.2) >> 10
      v[16] = (x.2 &+ round &+ t.1) >> 10
      v[40] = (x.2 &+ round &- t.1) >> 10
      v[24] = (x.3 &+ round &+ t.0) >> 10
      v[32] = (x.3 &+ round &- t.0) >> 10
    }
    // Rows, dropping the fractional bits and the level shift.
    for row in 0..<8 {
      let v = work + row * 8
      let o = output + row * stride
      let (x, t) = transform1D(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7])
      // Rounding, and 128 for the level shift, at 17 fractional bits.
      let bias: Int32 = 65536 + (128 << 17)
      o[0] = clamp((x.0 &+ bias &+ t.3) >> 17)
      o[7] = clamp((x.0 &+ bias &- t.3) >> 17)
      o[1] = clamp((x.1 &+ bias &+ t.2) >> 17)
      o[6] = clamp((x.1 &+ bias &- t.2) >> 17)
      o[2] = clamp((x.2 &+ bias &+ t.1) >> 17)
      o[5] = clamp((x.2 &+ bias &- t.1) >> 17)
      o[3] = clamp((x.3 &+ bias &+ t.0) >> 17)
      o[4] = clamp((x.3 &+ bias &- t.0) >> 17)
    }
  }

  @inline(__always) private static func clamp(_ value: Int32) -> UInt8 {
    UInt8(truncatingIfNeeded: value < 0 ? 0 : value > 255 ? 255 : value)
  }
}
