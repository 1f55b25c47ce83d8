/// What the markers before a scan say: the frame's size and components, and the tables.
struct _JPEGFrame {
  /// One colour component (Y, Cb, Cr; grey; R, G, B; C, M, Y, K).
  struct Component {
    let id: Int
    /// Its sampling factors: blocks per MCU across and down.
    let horizontal: Int
    let vertical: Int
    let quantizationTable: Int
    /// Its blocks across and down, padded to whole MCUs.
    var blocksPerLine = 0
    var blocksPerColumn = 0
    /// Its blocks across and down that hold the image (a scan of this component alone
    /// covers just these).
    var usedBlocksPerLine = 0
    var usedBlocksPerColumn = 0
    /// The coefficients of its blocks, 64 a block in natural (not zigzag) order, dequantized
    /// only when the block is transformed.
    var coefficients = _JPEGCoefficients(count: 0)
  }

  var width = 0
  var height = 0
  var isProgressive = false
  var components: [Component] = []
  var maxHorizontal = 1
  var maxVertical = 1
  var mcusPerLine = 0
  var mcusPerColumn = 0
  /// Quantization tables 0...3, in natural order.
  var quantizationTables: [[Int32]?] = [nil, nil, nil, nil]
  /// Huffman tables 0...3 for DC and for AC coefficients.
  var dcTables: [_JPEGHuffmanTable?] = [nil, nil, nil, nil]
  var acTables: [_JPEGHuffmanTable?] = [nil, nil, nil, nil]
  /// MCUs between restart markers; 0 for none.
  var restartInterval = 0
  /// The Adobe segment's colour transform (0: none, 1: YCbCr, 2: YCCK), if it has one.
  var adobeTransform: Int?
  /// The EXIF orientation (1...8), 1 when there is none.
  var orientation = 1

  /// Sizes each component's blocks once the frame header is read.
  mutating func layOutBlocks() {
    maxHorizontal = components.map(\.horizontal).max() ?? 1
    maxVertical = components.map(\.vertical).max() ?? 1
    mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
    mcusPerColumn = (height + 8 * maxVertical - 1) / (8 * maxVertical)
    for index in components.indices {
      let component = components[index]
      let samplesAcross = (width * component.horizontal + maxHorizontal - 1) / maxHorizontal
      let samplesDown = (height * component.vertical + maxVertical - 1) / maxVertical
      components[index].usedBlocksPerLine = (samplesAcross + 7) / 8
      components[index].usedBlocksPerColumn = (samplesDown + 7) / 8
      components[index].blocksPerLine = mcusPerLine * component.horizontal
      components[index].blocksPerColumn = mcusPerColumn * component.vertical
      components[index].coefficients = _JPEGCoefficients(
        count: components[index].blocksPerLine * components[index].blocksPerColumn * 64)
    }
  }
}

/// The order of a block's coefficients in the data: `zigzag[k]` is where the k-th one goes.
let _jpegZigzag: [Int] = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
  20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
  58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  // Past the end, for corrupt run lengths: they land in the last coefficient.
  63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63, 63,
]

/// A component's coefficients, zeroed at first: one buffer that scans write in place.
final class _JPEGCoefficients {
  let base: UnsafeMutablePointer<Int16>
  let count: Int

  init(count: Int) {
    self.count = count
    base = .allocate(capacity: max(count, 1))
    base.initialize(repeating: 0, count: max(count, 1))
  }

  deinit { base.deallocate() }
}
