// A completion encodes as `{"success": true}` or `{"success": false, "error": ...}`, Apple's
// layout. Decoding a success ignores any error beside it; a failure without one is an error.

private enum _CompletionCodingKeys: String, CodingKey {
  case success
  case error
}

extension Subscribers.Completion: Encodable where Failure: Encodable {
  /// Encodes whether the stream succeeded and, for a failure, its error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: _CompletionCodingKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
  /// Decodes `.finished`, or `.failure` with the error encoded beside it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: _CompletionCodingKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}
