// What on-screen keyboards and autocorrection would do with a field. Terminals and GTK
// windows take keys from a physical keyboard and correct nothing, so each of these is
// accepted and changes nothing; see <doc:PlatformOnlyAndAnimationAPI>.

/// The kind of on-screen keyboard a field would show.
public enum UIKeyboardType: Int, CaseIterable, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters, without accents or other scripts.
  case asciiCapable
  /// Digits and punctuation.
  case numbersAndPunctuation
  /// For typing web addresses.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits only.
  case numberPad
  /// A telephone keypad.
  case phonePad
  /// Letters and a keypad, for a name or a number.
  case namePhonePad
  /// For typing email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// With quick access to @ and #.
  case twitter
  /// For search terms.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad

  /// The same as `asciiCapable`.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// When an on-screen keyboard would start words with capitals (UIKit's type).
public enum UITextAutocapitalizationType: Int, CaseIterable, Sendable {
  /// Never.
  case none
  /// At the start of each word.
  case words
  /// At the start of each sentence.
  case sentences
  /// Every letter.
  case allCharacters
}

/// When an on-screen keyboard would capitalise what is typed.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let style: UITextAutocapitalizationType

  /// Never.
  public static let never = TextInputAutocapitalization(style: .none)
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(style: .words)
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(style: .sentences)
  /// Every letter.
  public static let characters = TextInputAutocapitalization(style: .allCharacters)

  /// The capitalisation matching UIKit's `type`.
  /// - Parameter type: UIKit's capitalisation style.
  public init?(_ type: UITextAutocapitalizationType) { style = type }

  private init(style: UITextAutocapitalizationType) { self.style = style }
}

/// What a field holds, for autofill: a name, an address, a password, a one-time code.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The content type's name.
  public let rawValue: String
  /// The content type named `rawValue`.
  /// - Parameter rawValue: The name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The content type named `rawValue`.
  /// - Parameter rawValue: The name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A full name.
  public static let name = UITextContentType("name")
  /// A name's prefix, such as "Dr.".
  public static let namePrefix = UITextContentType("namePrefix")
  /// A given name.
  public static let givenName = UITextContentType("givenName")
  /// A middle name.
  public static let middleName = UITextContentType("middleName")
  /// A family name.
  public static let familyName = UITextContentType("familyName")
  /// A name's suffix, such as "Jr.".
  public static let nameSuffix = UITextContentType("nameSuffix")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// A job title.
  public static let jobTitle = UITextContentType("jobTitle")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organizationName")
  /// A place.
  public static let location = UITextContentType("location")
  /// A whole street address.
  public static let fullStreetAddress = UITextContentType("fullStreetAddress")
  /// An address's first street line.
  public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
  /// An address's second street line.
  public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
  /// A city.
  public static let addressCity = UITextContentType("addressCity")
  /// A state or province.
  public static let addressState = UITextContentType("addressState")
  /// A city and a state.
  public static let addressCityAndState = UITextContentType("addressCityAndState")
  /// A district within a city.
  public static let sublocality = UITextContentType("sublocality")
  /// A country.
  public static let countryName = UITextContentType("countryName")
  /// A postal code.
  public static let postalCode = UITextContentType("postalCode")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("telephoneNumber")
  /// An email address.
  public static let emailAddress = UITextContentType("emailAddress")
  /// A web address.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType("URL")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("creditCardNumber")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password, which autofill may suggest.
  public static let newPassword = UITextContentType("newPassword")
  /// A one-time code sent by message or email.
  public static let oneTimeCode = UITextContentType("oneTimeCode")
  /// A parcel's tracking number.
  public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
  /// A flight number.
  public static let flightNumber = UITextContentType("flightNumber")
  /// A date, a time, or both.
  public static let dateTime = UITextContentType("dateTime")
}

/// The title of the return key of an on-screen keyboard.
public struct SubmitLabel: Hashable, Sendable {
  let title: String

  /// "Done".
  public static let done = SubmitLabel(title: "done")
  /// "Go".
  public static let go = SubmitLabel(title: "go")
  /// "Send".
  public static let send = SubmitLabel(title: "send")
  /// "Join".
  public static let join = SubmitLabel(title: "join")
  /// "Route".
  public static let route = SubmitLabel(title: "route")
  /// "Search".
  public static let search = SubmitLabel(title: "search")
  /// "Return".
  public static let `return` = SubmitLabel(title: "return")
  /// "Next".
  public static let next = SubmitLabel(title: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(title: "continue")
}

/// How scrolling would dismiss an on-screen keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String

  /// As the platform does by default.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// As soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Following the drag.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// Would choose the on-screen keyboard for text fields in this view; Trellis's hosts
  /// take a physical keyboard's keys, so nothing changes.
  /// - Parameter type: The keyboard.
  /// - Returns: The view.
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would capitalise what is typed on an on-screen keyboard; typed text is kept as typed.
  /// - Parameter style: When to capitalise.
  /// - Returns: The view.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would capitalise what is typed on an on-screen keyboard; typed text is kept as typed.
  /// - Parameter autocapitalization: When to capitalise; `nil` for the default.
  /// - Returns: The view.
  public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would turn autocorrection off; Trellis corrects nothing.
  /// - Parameter disable: Whether to disable it; `nil` for the default.
  /// - Returns: The view.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would turn autocorrection off; Trellis corrects nothing.
  /// - Parameter disable: Whether to disable it.
  /// - Returns: The view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would tell autofill what the fields in this view hold; there is no autofill here.
  /// - Parameter textContentType: What the fields hold; `nil` for nothing in particular.
  /// - Returns: The view.
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would title an on-screen keyboard's return key; Enter submits as always.
  /// - Parameter submitLabel: The title.
  /// - Returns: The view.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would choose how scrolling dismisses an on-screen keyboard; there is none.
  /// - Parameter mode: How scrolling dismisses it.
  /// - Returns: The view.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    modifier(_AcceptedModifier())
  }
}
