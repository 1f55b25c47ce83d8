import TrellisTerminal

/// Every kind of sequence the decoder reads, with what it must report.
enum DecoderCases {
  static let text: [DecoderCase] = [
    DecoderCase("a", typed("a")),
    DecoderCase("Hi!", typed("Hi!")),
    DecoderCase("é", typed("é")),
    DecoderCase("e\u{301}", typed("e\u{301}")),
    DecoderCase("中文", typed("中文")),
    DecoderCase("हिन्दी", typed("हिन्दी")),
    DecoderCase("اُردُو", typed("اُردُو")),
    DecoderCase("👨‍👩‍👧", typed("👨‍👩‍👧")),
    DecoderCase("🇺🇸🇫🇷", typed("🇺🇸🇫🇷")),
    DecoderCase("👍🏽", typed("👍🏽")),
    DecoderCase("𝄞", typed("𝄞")),
  ]

  static let controls: [DecoderCase] = [
    DecoderCase("\u{01}", .character("a"), .control),
    DecoderCase("\u{05}", .character("e"), .control),
    DecoderCase("\u{1A}", .character("z"), .control),
    DecoderCase("\u{00}", .character(" "), .control),
    DecoderCase("\u{1F}", .character("_"), .control),
    DecoderCase("\t", .tab),
    DecoderCase("\r", .enter),
    DecoderCase("\n", .enter),
    DecoderCase("\u{7F}", .backspace),
    DecoderCase("\u{08}", .backspace),
    DecoderCase("\u{1B}", .escape),
    DecoderCase("\u{1B}\u{1B}", [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))]),
    DecoderCase("\u{1B}a", .character("a"), .alt),
    DecoderCase("\u{1B}é", .character("é"), .alt),
    DecoderCase("\u{1B}\u{01}", .character("a"), [.control, .alt]),
    DecoderCase("\u{1B}\u{7F}", .backspace, .alt),
  ]

  static let csi: [DecoderCase] = [
    DecoderCase("\u{1B}[A", .up),
    DecoderCase("\u{1B}[B", .down),
    DecoderCase("\u{1B}[C", .right),
    DecoderCase("\u{1B}[D", .left),
    DecoderCase("\u{1B}[H", .home),
    DecoderCase("\u{1B}[F", .end),
    DecoderCase("\u{1B}[1;2A", .up, .shift),
    DecoderCase("\u{1B}[1;3D", .left, .alt),
    DecoderCase("\u{1B}[1;5C", .right, .control),
    DecoderCase("\u{1B}[1;6B", .down, [.shift, .control]),
    DecoderCase("\u{1B}[1;8H", .home, [.shift, .alt, .control]),
    DecoderCase("\u{1B}[1;9F", .end, .meta),
    DecoderCase("\u{1B}[1~", .home),
    DecoderCase("\u{1B}[2~", .insert),
    DecoderCase("\u{1B}[3~", .delete),
    DecoderCase("\u{1B}[3;5~", .delete, .control),
    DecoderCase("\u{1B}[4~", .end),
    DecoderCase("\u{1B}[5~", .pageUp),
    DecoderCase("\u{1B}[6~", .pageDown),
    DecoderCase("\u{1B}[6;2~", .pageDown, .shift),
    DecoderCase("\u{1B}[7~", .home),
    DecoderCase("\u{1B}[8~", .end),
    DecoderCase("\u{1B}[11~", .function(1)),
    DecoderCase("\u{1B}[12~", .function(2)),
    DecoderCase("\u{1B}[13~", .function(3)),
    DecoderCase("\u{1B}[14~", .function(4)),
    DecoderCase("\u{1B}[15~", .function(5)),
    DecoderCase("\u{1B}[17~", .function(6)),
    DecoderCase("\u{1B}[18~", .function(7)),
    DecoderCase("\u{1B}[19~", .function(8)),
    DecoderCase("\u{1B}[20~", .function(9)),
    DecoderCase("\u{1B}[21~", .function(10)),
    DecoderCase("\u{1B}[23~", .function(11)),
    DecoderCase("\u{1B}[24~", .function(12)),
    DecoderCase("\u{1B}[15;5~", .function(5), .control),
    DecoderCase("\u{1B}[24;2~", .function(12), .shift),
    DecoderCase("\u{1B}[1;2P", .function(1), .shift),
    DecoderCase("\u{1B}[1;5S", .function(4), .control),
    DecoderCase("\u{1B}[Z", .tab, .shift),
    DecoderCase("\u{1B}[97;5u", .character("a"), .control),
    DecoderCase("\u{1B}[13u", .enter),
  ]

  static let ss3: [DecoderCase] = [
    DecoderCase("\u{1B}OA", .up),
    DecoderCase("\u{1B}OB", .down),
    DecoderCase("\u{1B}OC", .right),
    DecoderCase("\u{1B}OD", .left),
    DecoderCase("\u{1B}OH", .home),
    DecoderCase("\u{1B}OF", .end),
    DecoderCase("\u{1B}OP", .function(1)),
    DecoderCase("\u{1B}OQ", .function(2)),
    DecoderCase("\u{1B}OR", .function(3)),
    DecoderCase("\u{1B}OS", .function(4)),
    DecoderCase("\u{1B}O5P", .function(1), .control),
    DecoderCase("\u{1B}OM", .enter),
  ]

  static let mouse: [DecoderCase] = [
    DecoderCase("\u{1B}[<0;1;1M", mouse: .press(.left), 0, 0),
    DecoderCase("\u{1B}[<0;10;5m", mouse: .release(.left), 9, 4),
    DecoderCase("\u{1B}[<1;3;4M", mouse: .press(.middle), 2, 3),
    DecoderCase("\u{1B}[<2;3;4M", mouse: .press(.right), 2, 3),
    DecoderCase("\u{1B}[<2;3;4m", mouse: .release(.right), 2, 3),
    DecoderCase("\u{1B}[<32;5;6M", mouse: .drag(.left), 4, 5),
    DecoderCase("\u{1B}[<34;5;6M", mouse: .drag(.right), 4, 5),
    DecoderCase("\u{1B}[<35;5;6M", mouse: .move, 4, 5),
    DecoderCase("\u{1B}[<64;2;2M", mouse: .scrollUp, 1, 1),
    DecoderCase("\u{1B}[<65;2;2M", mouse: .scrollDown, 1, 1),
    DecoderCase("\u{1B}[<66;2;2M", mouse: .scrollLeft, 1, 1),
    DecoderCase("\u{1B}[<67;2;2M", mouse: .scrollRight, 1, 1),
    DecoderCase("\u{1B}[<4;1;1M", mouse: .press(.left), 0, 0, .shift),
    DecoderCase("\u{1B}[<8;1;1M", mouse: .press(.left), 0, 0, .alt),
    DecoderCase("\u{1B}[<16;1;1M", mouse: .press(.left), 0, 0, .control),
    DecoderCase("\u{1B}[<20;300;200M", mouse: .press(.left), 299, 199, [.shift, .control]),
    DecoderCase("\u{1B}[<80;7;8M", mouse: .scrollUp, 6, 7, .control),
    DecoderCase("\u{1B}[<128;1;1M", mouse: .press(.other(8)), 0, 0),
  ]

  static let pasteAndFocus: [DecoderCase] = [
    DecoderCase("\u{1B}[200~hello\u{1B}[201~", [.paste("hello")]),
    DecoderCase("\u{1B}[200~\u{1B}[201~", [.paste("")]),
    DecoderCase("\u{1B}[200~a\u{1B}[Ab\r\nc\u{1B}[201~", [.paste("a\u{1B}[Ab\r\nc")]),
    DecoderCase("\u{1B}[200~\u{1B}[20x\u{1B}\u{1B}[201~", [.paste("\u{1B}[20x\u{1B}")]),
    DecoderCase("\u{1B}[200~中文 हिन्दी\u{1B}[201~", [.paste("中文 हिन्दी")]),
    DecoderCase("\u{1B}[I", [.focusIn]),
    DecoderCase("\u{1B}[O", [.focusOut]),
  ]

  static let mixed: [DecoderCase] = [
    DecoderCase(
      "x\u{1B}[Ay\u{1B}[<0;1;1M\u{01}中\u{1B}[200~p\u{1B}[201~\u{1B}[I",
      typed("x") + [.key(KeyEvent(.up))] + typed("y")
        + [.mouse(MouseEvent(.press(.left), column: 0, row: 0))]
        + [.key(KeyEvent(.character("a"), modifiers: .control))] + typed("中")
        + [.paste("p"), .focusIn]
    )
  ]

  static let all = text + controls + csi + ss3 + mouse + pasteAndFocus + mixed
}
