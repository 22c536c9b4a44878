import Foundation
import XCTest

@testable import SnapNavSDL

/// On X11 with no GPU the window is drawn by SDL's software renderer rather than by Mesa's
/// llvmpipe behind OpenGL; everywhere else, and whenever a renderer is named, SDL chooses.
final class RendererChoiceTests: XCTestCase {
    func testX11WithoutAGPUDrawsInSoftware() {
        XCTAssertEqual(RendererChoice.choose(videoDriver: "x11", environment: [:], gpuReachable: false), .software)
        XCTAssertEqual(RendererChoice.choose(videoDriver: "x11", environment: [:], gpuReachable: true), .accelerated)
    }

    func testOtherDriversAreLeftToSDL() {
        // SDL 2 on Wayland shows a software renderer's frames through OpenGL anyway.
        for driver in ["wayland", "dummy", "offscreen", ""] {
            XCTAssertEqual(
                RendererChoice.choose(videoDriver: driver, environment: [:], gpuReachable: false), .accelerated, driver)
        }
    }

    func testARendererNamedInTheEnvironmentIsTheOneSDLMakes() {
        for named in ["opengl", "opengles2"] {
            XCTAssertEqual(
                RendererChoice.choose(
                    videoDriver: "x11", environment: ["SDL_RENDER_DRIVER": named], gpuReachable: false), .accelerated,
                named)
        }
        XCTAssertEqual(
            RendererChoice.choose(
                videoDriver: "x11", environment: ["SDL_RENDER_DRIVER": "software"], gpuReachable: true),
            .software, "presented without going through OpenGL")
        XCTAssertEqual(
            RendererChoice.choose(videoDriver: "x11", environment: ["SDL_RENDER_DRIVER": ""], gpuReachable: false),
            .software, "an empty name names nothing")
    }

    func testMesasOwnSoftwareSwitchCountsAsNoGPU() {
        for value in ["1", "true", "TRUE", "yes", "y"] {
            XCTAssertEqual(
                RendererChoice.choose(
                    videoDriver: "x11", environment: ["LIBGL_ALWAYS_SOFTWARE": value], gpuReachable: true), .software,
                value)
        }
        for value in ["0", "false", "no", ""] {
            XCTAssertEqual(
                RendererChoice.choose(
                    videoDriver: "x11", environment: ["LIBGL_ALWAYS_SOFTWARE": value], gpuReachable: true),
                .accelerated, value)
        }
    }

    func testAGPUIsADRMNodeOrNVIDIAsControlDevice() throws {
        let directory = try temporaryDirectory(for: self)
        let dri = directory + "/dri"
        let missing = directory + "/nvidiactl"
        try FileManager.default.createDirectory(atPath: dri + "/by-path", withIntermediateDirectories: true)
        XCTAssertFalse(GPUDevices.reachable(directory: dri, nvidiaControl: missing), "only a folder of links")
        XCTAssertFalse(GPUDevices.reachable(directory: directory + "/none", nvidiaControl: missing), "no folder")

        FileManager.default.createFile(atPath: dri + "/renderD128", contents: nil)
        XCTAssertTrue(GPUDevices.reachable(directory: dri, nvidiaControl: missing), "a render node")
        try FileManager.default.removeItem(atPath: dri + "/renderD128")
        FileManager.default.createFile(atPath: dri + "/card0", contents: nil)
        XCTAssertTrue(GPUDevices.reachable(directory: dri, nvidiaControl: missing), "a card node")
        try FileManager.default.removeItem(atPath: dri + "/card0")

        let control = directory + "/nvidiactl-present"
        FileManager.default.createFile(atPath: control, contents: nil)
        XCTAssertTrue(GPUDevices.reachable(directory: dri, nvidiaControl: control), "NVIDIA's control device")
    }

    func testTheSoftwareChoiceMakesSDLsSoftwareRendererAskedToWaitForTheDisplay() throws {
        let session = try SDLSession(headless: true)
        let window = try Window(session: session, title: "choice", size: (40, 30), pointScale: 1, fitsScreen: false)
        let renderer = try Renderer(window: window, choice: .software)
        XCTAssertEqual(renderer.name, "software")
        XCTAssertTrue(renderer.isSoftware)
        XCTAssertTrue(renderer.vsyncRequested, "so the frame loop measures whether presents wait")
        withExtendedLifetime(session) {}
    }
}
