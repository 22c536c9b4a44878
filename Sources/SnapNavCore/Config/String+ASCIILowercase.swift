extension String {
    /// The string with the letters A to Z in lower case and every other character as it is.
    /// Where a name is matched against ASCII words (keys, `home`, `<svg`), this finds what
    /// `lowercased()` would, without bringing Unicode's case mapping tables into the web
    /// player's module.
    var asciiLowercased: String {
        String(decoding: utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }
}
