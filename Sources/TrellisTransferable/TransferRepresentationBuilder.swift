// Only where Apple's CoreTransferable is missing: see AppleExports.swift.
#if !canImport(Darwin)
  import Foundation

  /// Builds a type's list of representations from the ones written one after another in
  /// `transferRepresentation` or a custom representation's `body`.
  @resultBuilder
  public struct TransferRepresentationBuilder<Item: Transferable> {
    /// Each representation written becomes an entry of the list.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R)
      -> _TransferRepresentationList<Item>
    where R.Item == Item {
      _TransferRepresentationList(entries: representation._transferEntries())
    }

    /// The representations in the order written, the preferred first.
    public static func buildBlock(_ parts: _TransferRepresentationList<Item>...)
      -> _TransferRepresentationList<Item>
    {
      _TransferRepresentationList(entries: parts.flatMap(\.entries))
    }

    /// The representations of the branch taken by an `if`.
    public static func buildEither(first: _TransferRepresentationList<Item>)
      -> _TransferRepresentationList<Item>
    {
      first
    }

    /// The representations of the branch taken by an `else`.
    public static func buildEither(second: _TransferRepresentationList<Item>)
      -> _TransferRepresentationList<Item>
    {
      second
    }

    /// The representations inside an `if #available`.
    public static func buildLimitedAvailability(_ part: _TransferRepresentationList<Item>)
      -> _TransferRepresentationList<Item>
    {
      part
    }
  }

  /// Representations built by ``TransferRepresentationBuilder``, in order.
  public struct _TransferRepresentationList<Item: Transferable>: TransferRepresentation {
    /// A list is a leaf of its own.
    public typealias Body = Never
    let entries: [_TransferEntry<Item>]

    /// The entries, in order.
    public func _transferEntries() -> [_TransferEntry<Item>] { entries }
  }
#endif
