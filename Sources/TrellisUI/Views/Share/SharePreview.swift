/// What a share link shows of what it shares: a title, and an image and an icon when there
/// are some. Trellis's share menu heads its list with the title; the image and icon are
/// kept for the Transferable forms of sharing, not drawn.
public struct SharePreview<Image: Transferable, Icon: Transferable>: Sendable {
  /// The title shown above the share menu's items.
  let title: Text
  let image: Image?
  let icon: Icon?

  init(title: Text, image: Image?, icon: Icon?) {
    self.title = title
    self.image = image
    self.icon = icon
  }

  /// A preview with a title, an image and an icon.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(title: Text(titleKey), image: image, icon: icon)
  }
  /// A preview with a title, an image and an icon.
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(title: Text(title), image: image, icon: icon)
  }
  /// A preview with a title, an image and an icon.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.init(title: title, image: image, icon: icon)
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with only a title.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(title: Text(titleKey), image: nil, icon: nil)
  }
  /// A preview with only a title.
  public init<S: StringProtocol>(_ title: S) {
    self.init(title: Text(title), image: nil, icon: nil)
  }
  /// A preview with only a title.
  public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) {
    self.init(title: Text(titleKey), image: image, icon: nil)
  }
  /// A preview with a title and an image.
  public init<S: StringProtocol>(_ title: S, image: Image) {
    self.init(title: Text(title), image: image, icon: nil)
  }
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) {
    self.init(title: Text(titleKey), image: nil, icon: icon)
  }
  /// A preview with a title and an icon.
  public init<S: StringProtocol>(_ title: S, icon: Icon) {
    self.init(title: Text(title), image: nil, icon: icon)
  }
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}
