import Foundation

extension ShareLink {
  /// Shares `items`, the menu headed by the first one's preview. `label` is the button's label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      sharing: items, subject: subject, message: message, preview: preview,
      label: label())
  }
  /// Shares `item`, the menu headed by its preview. `label` is the button's label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: label())
  }
  /// Shares the URLs `items`. `label` is the button's label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: label())
  }
  /// Shares the texts `items`. `label` is the button's label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: label())
  }
  /// Shares the URL `item`. `label` is the button's label.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: label())
  }
  /// Shares the text `item`. `label` is the button's label.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: label())
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares `items`, the menu headed by the first one's preview. The button reads "Share", with the share symbol.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      sharing: items, subject: subject, message: message, preview: preview,
      label: DefaultShareLinkLabel())
  }
  /// Shares `item`, the menu headed by its preview. The button reads "Share", with the share symbol.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: DefaultShareLinkLabel())
  }
  /// Shares the URLs `items`. The button reads "Share", with the share symbol.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel())
  }
  /// Shares the texts `items`. The button reads "Share", with the share symbol.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel())
  }
  /// Shares the URL `item`. The button reads "Share", with the share symbol.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel())
  }
  /// Shares the text `item`. The button reads "Share", with the share symbol.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: DefaultShareLinkLabel())
  }
}

extension ShareLink where Label == TrellisUI.Label<Text, Image> {
  /// Shares `items`, the menu headed by the first one's preview. The button shows `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      sharing: items, subject: subject, message: message, preview: preview,
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares `item`, the menu headed by its preview. The button shows `titleKey`, with the share symbol.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares the URLs `items`. The button shows `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares the texts `items`. The button shows `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares the URL `item`. The button shows `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares the text `item`. The button shows `titleKey`, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
}

extension ShareLink where Label == TrellisUI.Label<Text, Image> {
  /// Shares `items`, the menu headed by the first one's preview. The button shows `title`, with the share symbol.
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      sharing: items, subject: subject, message: message, preview: preview,
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Shares `item`, the menu headed by its preview. The button shows `title`, with the share symbol.
  public init<I: Transferable, S: StringProtocol>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Shares the URLs `items`. The button shows `title`, with the share symbol.
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Shares the texts `items`. The button shows `title`, with the share symbol.
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Shares the URL `item`. The button shows `title`, with the share symbol.
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// Shares the text `item`. The button shows `title`, with the share symbol.
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label(title, systemImage: "square.and.arrow.up"))
  }
}

extension ShareLink where Label == TrellisUI.Label<Text, Image> {
  /// Shares `items`, the menu headed by the first one's preview. The button shows `title`, with the share symbol.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(
      sharing: items, subject: subject, message: message, preview: preview,
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
  /// Shares `item`, the menu headed by its preview. The button shows `title`, with the share symbol.
  public init<I: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
  /// Shares the URLs `items`. The button shows `title`, with the share symbol.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
  /// Shares the texts `items`. The button shows `title`, with the share symbol.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    self.init(
      sharing: items, subject: subject, message: message, preview: nil,
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
  /// Shares the URL `item`. The button shows `title`, with the share symbol.
  public init(
    _ title: Text, item: URL, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
  /// Shares the text `item`. The button shows `title`, with the share symbol.
  public init(
    _ title: Text, item: String, subject: Text? = nil, message: Text? = nil
  ) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<String> {
    self.init(
      sharing: CollectionOfOne(item), subject: subject, message: message, preview: nil,
      label: TrellisUI.Label {
        title
      } icon: {
        Image(systemName: "square.and.arrow.up")
      })
  }
}
