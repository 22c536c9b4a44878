extension LinkEditor {
    /// `source`, the text of the configuration file `file`, with the hotspots of `panelID` set
    /// to `hotspots`: only that panel's `hotspots` array is rewritten (see `JSONSourceEditor`).
    /// Throws when `source` is not a valid configuration, with the `ConfigurationError` the app
    /// names any broken configuration with (`snapnav.json:8:3: invalid JSON: …`).
    public static func write(_ hotspots: [Hotspot], of panelID: String, into source: String, file: String) throws
        -> String
    {
        // Read as a configuration first, so a broken file is named as everywhere else.
        _ = try Configuration.parse(source, file: file)
        var editor = try JSONSourceEditor(text: source)
        try editor.setArray(hotspots.map(\.jsonValue), at: ["panels", panelID, "hotspots"])
        return editor.text
    }
}
