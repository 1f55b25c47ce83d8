// A record encodes as `{"recording": {"output": [...], "completion": {...}}}`, Apple's layout,
// so that recordings saved by one framework load in the other.

extension Record: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case recording
  }

  /// Decodes a record from its `recording`; the decoded recording is complete.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(recording: try container.decode(Recording.self, forKey: .recording))
  }

  /// Encodes the record as its `recording`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(recording, forKey: .recording)
  }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey {
    case output
    case completion
  }

  /// Decodes a complete recording: its `output`, then its `completion`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let output = try container.decode([Output].self, forKey: .output)
    let completion = try container.decode(
      Subscribers.Completion<Failure>.self, forKey: .completion)
    self.init(output: output, completion: completion)
  }

  /// Encodes the recording's `output`, then its `completion`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }

  /// Encodes the recording into `encoder`; the same as ``encode(to:)``.
  public func encode(into encoder: any Encoder) throws {
    try encode(to: encoder)
  }
}
