/// Checking an image's pinned bands against the window, once its size is known.
extension ConfigurationDecoder {
    /// Refuses pinned bands that together leave the scrolling middle no room in the
    /// configuration's window.
    func checkPins(_ configuration: Configuration) throws(ConfigurationError) {
        let height = configuration.window.height
        for panel in configuration.panels {
            guard case .image(let image) = panel.kind, let pin = image.pin, pin.top + pin.bottom >= height else {
                continue
            }
            throw reader.fail(
                "panels.\(panel.id).content.pin",
                "top and bottom together are \(reader.format(pin.top + pin.bottom)) points, which leaves nothing "
                    + "of the configuration's \(reader.format(height))-point window to scroll in")
        }
    }
}
