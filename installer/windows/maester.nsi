; NSIS installer for Maester on Windows.
; Build the payload on Windows first:  pyinstaller installer\maester.spec  (-> dist\maester\)
; then:  makensis /DVERSION=0.1.0 installer\windows\maester.nsi
; (PAYLOAD may point elsewhere: /DPAYLOAD=C:\path\to\dist\maester)

Unicode true
!include "MUI2.nsh"

!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!ifndef PAYLOAD
  !define PAYLOAD "..\..\dist\maester"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\Maester-${VERSION}-setup.exe"
!endif

Name "Maester ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\Maester"
InstallDirRegKey HKLM "Software\Maester" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!define MUI_ICON "..\..\resources\icons\maester.ico"
!define MUI_UNICON "..\..\resources\icons\maester.ico"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Maester" SecMain
  SetOutPath "$INSTDIR"
  File /r "${PAYLOAD}\*.*"
  WriteRegStr HKLM "Software\Maester" "InstallDir" "$INSTDIR"
  CreateDirectory "$SMPROGRAMS\Maester"
  CreateShortcut "$SMPROGRAMS\Maester\Maester.lnk" "$INSTDIR\maester.exe"
  CreateShortcut "$DESKTOP\Maester.lnk" "$INSTDIR\maester.exe"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester" "DisplayName" "Maester"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester" "Publisher" "The Maester developers"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester" "DisplayIcon" "$INSTDIR\maester.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
SectionEnd

Section "Uninstall"
  Delete "$DESKTOP\Maester.lnk"
  RMDir /r "$SMPROGRAMS\Maester"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\Maester"
  DeleteRegKey HKLM "Software\Maester"
SectionEnd
