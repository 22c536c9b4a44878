extension LinkEditor {
    /// `source`, the text of the configuration file `file`, with the hotspots of `panelID` set
    /// to `hotspots`: only that panel's `hotspots` array is rewritten (see `JSONSourceEditor`).
    /// Throws when `source` is not valid JSON, with the `ConfigurationError` the app names any
    /// broken configuration with (`snapnav.json:7:31: invalid JSON: …`).
    package static func write(_ hotspots: [Hotspot], of panelID: String, into source: String, file: String) throws
        -> String
    {
        // A broken file is named as everywhere else. Only its JSON is read: a link can still be
        // drawn while an image it names is missing, as the app runs on with the last good one.
        var editor: JSONSourceEditor
        do {
            editor = try JSONSourceEditor(text: source)
        } catch let error as JSONSyntaxError {
            throw ConfigurationError(file: file, syntax: error)
        }
        try editor.setArray(hotspots.map(\.jsonValue), at: ["panels", panelID, "hotspots"])
        return editor.text
    }
}
