// A demand encodes as one unsigned number, Apple's layout: the count, or `Int.max + 1` for
// unlimited. Decoding reads any number above `Int.max` as unlimited; a negative one is an
// error.

extension Subscribers.Demand: Codable {
  /// Decodes a demand from its number.
  public init(from decoder: any Decoder) throws {
    let number = try decoder.singleValueContainer().decode(UInt.self)
    self = number > UInt(Int.max) ? .unlimited : .max(Int(number))
  }

  /// Encodes the demand as its number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(max.map(UInt.init) ?? UInt(Int.max) + 1)
  }
}
