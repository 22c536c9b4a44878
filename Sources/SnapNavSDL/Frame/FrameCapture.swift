/// A frame read back from the window's renderer at the scale the window was asked for: a window
/// opened at a lower scale, to fit the screen, has its frame drawn again into a target of the
/// size asked for, so screenshots and exported frames do not depend on the screen they ran on.
struct FrameCapture {
    /// The window whose fit says whether it was lowered.
    let window: Window
    /// The renderer drawing into it.
    let renderer: Renderer

    /// The frame `draw` draws (ARGB8888), without presenting. When `drawnAlready`, the back
    /// buffer holds it, so it is drawn again only for a lowered window.
    func pixels(drawnAlready: Bool = false, drawing draw: () -> Void) throws -> (
        width: Int, height: Int, pixels: [UInt32]
    ) {
        guard window.fit.isLowered else {
            if !drawnAlready { draw() }
            return try renderer.readPixels()
        }
        let size = window.size
        let scale = window.fit.requestedScale
        return try renderer.readPixels(
            drawnAtWidth: Int((Double(size.width) * scale).rounded()),
            height: Int((Double(size.height) * scale).rounded()), draw)
    }

    /// Saves the frame `draw` draws as a PNG file (BMP when `path` ends in `.bmp`); see
    /// `pixels(drawnAlready:drawing:)`.
    func save(to path: String, drawnAlready: Bool = false, drawing draw: () -> Void) throws {
        let frame = try pixels(drawnAlready: drawnAlready, drawing: draw)
        try Screenshot.save(pixels: frame.pixels, width: frame.width, height: frame.height, to: path)
    }
}
