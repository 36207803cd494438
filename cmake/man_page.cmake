# Writes the man page OUT of the slidercheck command EXE with help2man
# (HELP2MAN): the NAME, SYNOPSIS and DESCRIPTION from `EXE --help`, the
# version from `EXE --version`, and a COMMANDS section with each command's
# --help as it prints it.
#   cmake -DHELP2MAN=... -DEXE=... -DOUT=... -P man_page.cmake
set(commands verify list replay check prove bench vectors fuzz kinds)
set(include "[COMMANDS]\n")
foreach(command IN LISTS commands)
  execute_process(COMMAND ${EXE} ${command} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${EXE} ${command} --help failed (${rc})")
  endif()
  # roff: a backslash is \e; a line starting with . or ' is text, not a request.
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  string(APPEND include ".SS \"slidercheck ${command}\"\n.nf\n${help}.fi\n")
endforeach()
get_filename_component(dir ${OUT} DIRECTORY)
file(WRITE ${dir}/slidercheck.h2m "${include}")
execute_process(
  COMMAND ${HELP2MAN} --no-info --section=1 --include=${dir}/slidercheck.h2m
          "--name=check chess attack generation on bitboards against an oracle"
          --output=${OUT} ${EXE}
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "help2man failed (${rc}): ${err}")
endif()
