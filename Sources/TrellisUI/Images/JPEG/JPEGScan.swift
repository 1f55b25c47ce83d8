/// One scan: which components it codes, with which tables, and (in a progressive frame)
/// which coefficients and bits. Decoding it fills the components' coefficients.
struct _JPEGScan {
  struct Member {
    /// The component's index in the frame.
    let component: Int
    let dcTable: Int
    let acTable: Int
  }

  var members: [Member] = []
  /// The first and last coefficient (zigzag order) and the successive approximation bits.
  var start = 0
  var end = 63
  var high = 0
  var low = 0

  /// Reads a start-of-scan header.
  init(header: ArraySlice<UInt8>, frame: _JPEGFrame) throws {
    let bytes = Array(header)
    guard !frame.components.isEmpty else {
      throw _JPEGError.corrupt("a scan comes before the frame")
    }
    guard let count = bytes.first.map(Int.init), (1...4).contains(count),
      bytes.count >= 1 + 2 * count + 3
    else { throw _JPEGError.corrupt("a scan header is not valid") }
    for index in 0..<count {
      let id = Int(bytes[1 + 2 * index])
      guard let component = frame.components.firstIndex(where: { $0.id == id }) else {
        throw _JPEGError.corrupt("a scan names a component the frame does not have")
      }
      let tables = bytes[2 + 2 * index]
      members.append(
        Member(component: component, dcTable: Int(tables >> 4) & 3, acTable: Int(tables & 15) & 3))
    }
    start = Int(bytes[1 + 2 * count])
    end = Int(bytes[2 + 2 * count])
    high = Int(bytes[3 + 2 * count] >> 4)
    low = Int(bytes[3 + 2 * count] & 15)
    if frame.isProgressive {
      guard start <= end, end <= 63, high <= 13, low <= 13, start == 0 || members.count == 1,
        start != 0 || end == 0
      else { throw _JPEGError.corrupt("a progressive scan's parameters are not valid") }
    } else {
      start = 0
      end = 63
      high = 0
      low = 0
    }
    for member in members {
      if start == 0 && high == 0 && frame.dcTables[member.dcTable] == nil {
        throw _JPEGError.corrupt("a scan uses a DC Huffman table that is not defined")
      }
      if end > 0 && frame.acTables[member.acTable] == nil {
        throw _JPEGError.corrupt("a scan uses an AC Huffman table that is not defined")
      }
    }
  }

  /// What a block's decoding needs: the scan's kind and where its tables and state are.
  private enum Kind {
    case baseline, dcFirst, dcRefine, acFirst, acRefine
  }

  private var kind: Kind {
    if start == 0 { return high == 0 ? .dcFirst : .dcRefine }
    return high == 0 ? .acFirst : .acRefine
  }

  /// Decodes the scan's data from `position` in `bytes` into `frame`'s coefficients;
  /// returns where its data ends.
  func decode(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, into frame: _JPEGFrame)
    throws -> Int
  {
    var reader = _JPEGBitReader(bytes: bytes, position: position)
    var state = _JPEGBlockState(
      predictions: [Int](repeating: 0, count: members.count), endOfBands: 0)
    let kind = frame.isProgressive ? self.kind : .baseline
    let dcTables = members.map { frame.dcTables[$0.dcTable] }
    let acTables = members.map { frame.acTables[$0.acTable] }
    let restartInterval = frame.restartInterval
    var unitsLeft = restartInterval
    // The zigzag order as a pointer: a global array is checked for initialisation at each use.
    let zigzag = UnsafeMutablePointer<Int>.allocate(capacity: _jpegZigzag.count)
    zigzag.initialize(from: _jpegZigzag, count: _jpegZigzag.count)
    defer { zigzag.deallocate() }

    func block(_ member: Int, _ coefficients: UnsafeMutablePointer<Int16>) throws {
      switch kind {
      case .baseline:
        try decodeBaseline(
          coefficients, zigzag, &reader, dcTables[member]!, acTables[member]!,
          &state.predictions[member])
      case .dcFirst:
        try decodeDCFirst(coefficients, &reader, dcTables[member]!, &state.predictions[member])
      case .dcRefine:
        if reader.bit() { coefficients[0] |= Int16(1 << low) }
      case .acFirst:
        try decodeACFirst(coefficients, zigzag, &reader, acTables[member]!, &state.endOfBands)
      case .acRefine:
        try decodeACRefine(coefficients, zigzag, &reader, acTables[member]!, &state.endOfBands)
      }
    }

    func restartIfDue(isLast: Bool) throws {
      guard restartInterval > 0 else { return }
      unitsLeft -= 1
      if unitsLeft == 0 && !isLast {
        try reader.restart()
        unitsLeft = restartInterval
        for index in state.predictions.indices { state.predictions[index] = 0 }
        state.endOfBands = 0
      }
    }

    if members.count == 1 {
      // One component: its blocks in order, those that hold the image only.
      let component = frame.components[members[0].component]
      let base = component.coefficients.base
      let across = component.usedBlocksPerLine
      let down = component.usedBlocksPerColumn
      for row in 0..<down {
        for column in 0..<across {
          try block(0, base + (row * component.blocksPerLine + column) * 64)
          try restartIfDue(isLast: row == down - 1 && column == across - 1)
        }
      }
    } else {
      // Several: MCU by MCU, each component's blocks in the MCU in order.
      let shapes = members.map { frame.components[$0.component] }
      for mcuRow in 0..<frame.mcusPerColumn {
        for mcuColumn in 0..<frame.mcusPerLine {
          for (member, component) in shapes.enumerated() {
            let base = component.coefficients.base
            for v in 0..<component.vertical {
              for h in 0..<component.horizontal {
                let row = mcuRow * component.vertical + v
                let column = mcuColumn * component.horizontal + h
                try block(member, base + (row * component.blocksPerLine + column) * 64)
              }
            }
          }
          try restartIfDue(
            isLast: mcuRow == frame.mcusPerColumn - 1 && mcuColumn == frame.mcusPerLine - 1)
        }
      }
    }
    if reader.ranOut { throw _JPEGError.truncated }
    return reader.endOfScan()
  }

  // MARK: Blocks

  private func decodeBaseline(
    _ block: UnsafeMutablePointer<Int16>, _ zigzag: UnsafePointer<Int>,
    _ reader: inout _JPEGBitReader, _ dc: _JPEGHuffmanTable,
    _ ac: _JPEGHuffmanTable, _ prediction: inout Int
  ) throws {
    let category = try dc.decode(&reader)
    guard category <= 16 else { throw _JPEGError.corrupt("a DC difference is out of range") }
    prediction += reader.signed(category)
    block[0] = Int16(truncatingIfNeeded: prediction)
    var k = 1
    while k < 64 {
      let symbol = try ac.decode(&reader)
      let run = symbol >> 4
      let size = symbol & 15
      if size == 0 {
        if run != 15 { break }
        k += 16
        continue
      }
      k += run
      guard k < 64 else { throw _JPEGError.corrupt("a block has more than 64 coefficients") }
      block[zigzag[k]] = Int16(truncatingIfNeeded: reader.signed(size))
      k += 1
    }
  }

  private func decodeDCFirst(
    _ block: UnsafeMutablePointer<Int16>, _ reader: inout _JPEGBitReader, _ dc: _JPEGHuffmanTable,
    _ prediction: inout Int
  ) throws {
    let category = try dc.decode(&reader)
    guard category <= 16 else { throw _JPEGError.corrupt("a DC difference is out of range") }
    prediction += reader.signed(category)
    block[0] = Int16(truncatingIfNeeded: prediction << low)
  }

  private func decodeACFirst(
    _ block: UnsafeMutablePointer<Int16>, _ zigzag: UnsafePointer<Int>,
    _ reader: inout _JPEGBitReader, _ ac: _JPEGHuffmanTable,
    _ endOfBands: inout Int
  ) throws {
    if endOfBands > 0 {
      endOfBands -= 1
      return
    }
    var k = start
    while k <= end {
      let symbol = try ac.decode(&reader)
      let run = symbol >> 4
      let size = symbol & 15
      if size == 0 {
        if run < 15 {
          endOfBands = (1 << run) - 1 + reader.bits(run)
          return
        }
        k += 16
        continue
      }
      k += run
      guard k <= 63 else { throw _JPEGError.corrupt("a band runs past the block") }
      block[zigzag[k]] = Int16(truncatingIfNeeded: reader.signed(size) * (1 << low))
      k += 1
    }
  }

  private func decodeACRefine(
    _ block: UnsafeMutablePointer<Int16>, _ zigzag: UnsafePointer<Int>,
    _ reader: inout _JPEGBitReader, _ ac: _JPEGHuffmanTable,
    _ endOfBands: inout Int
  ) throws {
    let plus = Int16(1 << low)
    let minus = Int16(-1 << low)
    /// Adds the next correction bit to a coefficient already non-zero.
    func refine(_ index: Int) {
      if block[index] != 0, reader.bit(), block[index] & plus == 0 {
        block[index] += block[index] >= 0 ? plus : minus
      }
    }
    var k = start
    if endOfBands == 0 {
      while k <= end {
        let symbol = try ac.decode(&reader)
        var run = symbol >> 4
        let size = symbol & 15
        var value: Int16 = 0
        if size != 0 {
          guard size == 1 else { throw _JPEGError.corrupt("a refinement is not one bit") }
          value = reader.bit() ? plus : minus
        } else if run != 15 {
          endOfBands = (1 << run) + reader.bits(run)
          break
        }
        // Past `run` coefficients still zero, refining the non-zero ones on the way.
        while k <= end {
          let index = zigzag[k]
          if block[index] != 0 {
            refine(index)
          } else {
            if run == 0 { break }
            run -= 1
          }
          k += 1
        }
        if value != 0, k <= end { block[zigzag[k]] = value }
        k += 1
      }
    }
    if endOfBands > 0 {
      while k <= end {
        refine(zigzag[k])
        k += 1
      }
      endOfBands -= 1
    }
  }
}

/// What carries from one block of a scan to the next: each component's DC prediction, and
/// how many more blocks have no coefficients in this band (a progressive scan's EOB run).
struct _JPEGBlockState {
  var predictions: [Int]
  var endOfBands: Int
}
