import Foundation

/// Which of SDL's renderers draws the window: a GPU's, through OpenGL, or SDL's own software
/// renderer.
///
/// On X11 with no GPU the app can reach, OpenGL is Mesa's llvmpipe: a CPU rasteriser behind a
/// GPU's interface. Making its renderer loads Mesa and LLVM, about 50 ms of the window's start
/// on a two-core machine, and each frame then pays llvmpipe's threads, binning and shaders for
/// what SDL's software renderer draws directly into the window's shared memory. So there the
/// software renderer is chosen: the same CPU draws the frames either way, and they are the
/// pixels the headless frames and exports are made of. Elsewhere SDL chooses, as before:
/// - on Wayland, SDL 2 shows a software renderer's frames through OpenGL anyway;
/// - a renderer named in `SDL_RENDER_DRIVER` is the one SDL makes; "software" is presented
///   as here, rather than through OpenGL as SDL would.
enum RendererChoice: Equatable {
    /// SDL's first renderer that draws with the GPU and waits for the display's refresh,
    /// falling back as `Renderer` does.
    case accelerated
    /// SDL's software renderer, presented through the video driver's own framebuffer.
    case software

    /// The renderer for a window on `videoDriver`, given the process's `environment` and
    /// whether a GPU's device can be opened (`GPUDevices.reachable()`), which is only looked
    /// at on X11 when nothing else decides.
    static func choose(
        videoDriver: String, environment: [String: String], gpuReachable: @autoclosure () -> Bool
    ) -> RendererChoice {
        guard videoDriver == "x11" else { return .accelerated }
        let named = environment["SDL_RENDER_DRIVER"] ?? ""
        if !named.isEmpty { return named.lowercased() == "software" ? .software : .accelerated }
        if isTrue(environment["LIBGL_ALWAYS_SOFTWARE"]) { return .software }
        return gpuReachable() ? .accelerated : .software
    }

    /// Whether `value` is true as Mesa reads a boolean variable: 1, true, y or yes.
    private static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["1", "true", "y", "yes"].contains(value.lowercased())
    }
}
