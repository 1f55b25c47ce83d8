/// An encoder that turns a whole `Encodable` value into one output, such as `JSONEncoder`
/// turning it into `Data`; what ``Publisher/encode(encoder:)`` encodes with.
public protocol TopLevelEncoder {
  /// What a value is encoded into.
  associatedtype Output

  /// Encodes `value`, or throws when it cannot be encoded.
  func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A decoder that makes a whole `Decodable` value from one input, such as `JSONDecoder`
/// reading `Data`; what ``Publisher/decode(type:decoder:)`` decodes with.
public protocol TopLevelDecoder {
  /// What a value is decoded from.
  associatedtype Input

  /// Decodes a value of `type` from `from`, or throws when the input does not hold one.
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}
