/// An element of an SVG file: its name (without an `svg:` prefix), its attributes in the
/// order written, its children and the text directly inside it (a `style` element's rules).
struct _SVGElement {
  var name: String
  var attributes: [(name: String, value: String)]
  var children: [_SVGElement] = []
  var text = ""

  subscript(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The element's `href`, SVG 2's or SVG 1.1's `xlink:href`.
  var href: String? { self["href"] ?? self["xlink:href"] }
}

/// Reads the XML that SVG files are written in into a tree of elements, with the toolchain
/// alone: elements and attributes (either quote), character and entity references (the five
/// predefined ones, numeric ones and those the DOCTYPE's internal subset declares), comments,
/// CDATA sections, processing instructions and the DOCTYPE (skipped). Namespaces are kept in
/// the names as written. Anything not well-formed is refused with the reason and its line.
struct _SVGXMLReader {
  private let bytes: [UInt8]
  private var index = 0
  private var entities: [String: String] = [
    "lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'",
  ]

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte-order mark is not part of the document.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// The document's root element.
  static func root(of bytes: [UInt8]) throws(_SVGError) -> _SVGElement {
    var reader = _SVGXMLReader(bytes)
    return try reader.document()
  }

  private func fail(_ reason: String) -> _SVGError {
    let line = 1 + bytes[..<min(index, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    return .malformed(reason, line: line)
  }

  private func starts(with text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  private mutating func skipSpace() {
    while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Moves past the next `terminator`, or fails with `what` is not closed.
  private mutating func skip(past terminator: String, what: String) throws(_SVGError) {
    let pattern = Array(terminator.utf8)
    while index + pattern.count <= bytes.count {
      if bytes[index] == pattern[0], Array(bytes[index..<(index + pattern.count)]) == pattern {
        index += pattern.count
        return
      }
      index += 1
    }
    index = bytes.count
    throw fail("\(what) is not closed")
  }

  /// The prolog, the root element and what may follow it.
  private mutating func document() throws(_SVGError) -> _SVGElement {
    var root: _SVGElement?
    while true {
      skipSpace()
      guard index < bytes.count else { break }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw fail(root == nil ? "text before the root element" : "text after the root element")
      }
      if try skipMarkup() { continue }
      guard root == nil else { throw fail("a second root element") }
      root = try element()
    }
    guard let root else { throw fail("there is no root element") }
    return root
  }

  /// Skips a comment, processing instruction or DOCTYPE at the current `<`; whether it did.
  private mutating func skipMarkup() throws(_SVGError) -> Bool {
    if starts(with: "<!--") {
      index += 4
      try skip(past: "-->", what: "a comment")
    } else if starts(with: "<?") {
      try skip(past: "?>", what: "a processing instruction")
    } else if starts(with: "<!DOCTYPE") {
      try doctype()
    } else {
      return false
    }
    return true
  }

  /// Skips the DOCTYPE, reading the general entities its internal subset declares.
  private mutating func doctype() throws(_SVGError) {
    index += 9
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: ">"):
        index += 1
        return
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        _ = try quoted()
      case UInt8(ascii: "["):
        index += 1
        try internalSubset()
      default:
        index += 1
      }
    }
    throw fail("the DOCTYPE is not closed")
  }

  private mutating func internalSubset() throws(_SVGError) {
    while true {
      skipSpace()
      guard index < bytes.count else { throw fail("the DOCTYPE's internal subset is not closed") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      }
      if starts(with: "<!ENTITY") {
        index += 8
        skipSpace()
        let isParameter = index < bytes.count && bytes[index] == UInt8(ascii: "%")
        if isParameter {
          index += 1
          skipSpace()
        }
        let name = try self.name()
        skipSpace()
        if index < bytes.count,
          bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        {
          let value = try quoted()
          if !isParameter, entities[name] == nil { entities[name] = value }
        }
        try skip(past: ">", what: "an entity declaration")
      } else if starts(with: "<!--") {
        index += 4
        try skip(past: "-->", what: "a comment")
      } else if starts(with: "<") {
        // Element, attribute list and notation declarations: skipped whole.
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
          if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            _ = try quoted()
          } else {
            index += 1
          }
        }
        index += 1
      } else {
        // Parameter entity references and anything else between declarations.
        index += 1
      }
    }
  }

  /// A quoted string, without resolving references (used in the DOCTYPE).
  private mutating func quoted() throws(_SVGError) -> String {
    let quote = bytes[index]
    let start = index + 1
    guard let end = bytes[start...].firstIndex(of: quote) else {
      index = bytes.count
      throw fail("a quoted value is not closed")
    }
    index = end + 1
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: ":"),
      UInt8(ascii: "-"), UInt8(ascii: "."), 0x80...0xFF:
      return true
    default: return false
    }
  }

  private mutating func name() throws(_SVGError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else {
      throw fail(index < bytes.count ? "a name is expected" : "the file ends inside a tag")
    }
    let name = bytes[start..<index]
    let first = bytes[start]
    if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || first == UInt8(ascii: "-")
      || first == UInt8(ascii: ".")
    {
      throw fail("a name cannot start with \"\(Character(UnicodeScalar(first)))\"")
    }
    return String(decoding: name, as: UTF8.self)
  }

  /// An element at its `<`, with its content and end tag.
  private mutating func element() throws(_SVGError) -> _SVGElement {
    index += 1
    let tag = try name()
    var element = _SVGElement(
      name: tag.hasPrefix("svg:") ? String(tag.dropFirst(4)) : tag, attributes: [])
    while true {
      let hadSpace = index < bytes.count && Self.isSpace(bytes[index])
      skipSpace()
      guard index < bytes.count else { throw fail("the tag <\(tag)> is not closed") }
      if starts(with: "/>") {
        index += 2
        return element
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        break
      }
      guard hadSpace else { throw fail("attributes of <\(tag)> must be separated by spaces") }
      let attribute = try name()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw fail("the attribute \(attribute) of <\(tag)> has no value")
      }
      index += 1
      skipSpace()
      guard index < bytes.count,
        bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
      else { throw fail("the value of \(attribute) is not quoted") }
      let value = try text(until: bytes[index], skippingFirst: true)
      guard element[attribute] == nil else {
        throw fail("the attribute \(attribute) is repeated in <\(tag)>")
      }
      element.attributes.append((attribute, value))
    }
    // Content, up to the matching end tag.
    while true {
      guard index < bytes.count else { throw fail("the element <\(tag)> is not closed") }
      if bytes[index] != UInt8(ascii: "<") {
        element.text += try text(until: UInt8(ascii: "<"), skippingFirst: false)
        continue
      }
      if starts(with: "<![CDATA[") {
        index += 9
        let start = index
        try skip(past: "]]>", what: "a CDATA section")
        element.text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
        continue
      }
      if starts(with: "</") {
        index += 2
        let closing = try name()
        guard closing == tag else {
          throw fail("<\(tag)> is closed by </\(closing)>")
        }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
          throw fail("the end tag </\(tag)> is not closed")
        }
        index += 1
        return element
      }
      if try skipMarkup() { continue }
      element.children.append(try self.element())
    }
  }

  /// Text up to `terminator` (an attribute's closing quote, or the next tag), references
  /// resolved; an attribute's `<` is refused, as XML does.
  private mutating func text(until terminator: UInt8, skippingFirst: Bool) throws(_SVGError)
    -> String
  {
    if skippingFirst { index += 1 }
    var result: [UInt8] = []
    while true {
      guard index < bytes.count else {
        if !skippingFirst { return String(decoding: result, as: UTF8.self) }
        throw fail("an attribute's value is not closed")
      }
      let byte = bytes[index]
      if byte == terminator {
        if skippingFirst { index += 1 }
        return String(decoding: result, as: UTF8.self)
      }
      if byte == UInt8(ascii: "<") { throw fail("\"<\" in an attribute's value") }
      if byte == UInt8(ascii: "&") {
        result += Array(try reference().utf8)
        continue
      }
      // Attribute values' white space is normalised to spaces, as XML does.
      result.append(skippingFirst && Self.isSpace(byte) ? 0x20 : byte)
      index += 1
    }
  }

  /// A character or entity reference at its `&`.
  private mutating func reference() throws(_SVGError) -> String {
    let start = index + 1
    guard let end = bytes[start...].prefix(40).firstIndex(of: UInt8(ascii: ";")) else {
      throw fail("an \"&\" that starts no reference")
    }
    let body = String(decoding: bytes[start..<end], as: UTF8.self)
    index = end + 1
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value =
        digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value) else {
        throw fail("the character reference &\(body); is not valid")
      }
      return String(Character(scalar))
    }
    guard let value = entities[body] else { throw fail("the entity &\(body); is not declared") }
    return value
  }
}
